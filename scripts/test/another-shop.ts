// The other shop the blank-start site is built as (build-blank-site.ts) and its test looks for.
export const anotherShop = {
  name: "Kotha Gifts",
  nameBn: "কথা গিফটস",
  phone: "01812-000111",
  whatsapp: "01899-000222",
  email: "hello@kotha.example",
  webAddress: "https://kotha.example",
  bkash: "01733-000444",
  brandColour: "#1d4ed8",
};
