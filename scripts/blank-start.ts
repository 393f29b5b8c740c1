// `npm run blank-start`: a shop of one's own from this repository, with nothing of the demo left
// to publish. It deletes every entry of content/ marked `demo: true` (gifts, reviews, team,
// extras, gift days, testimonials) with their photos, the demo's wallets (a shopper must never
// pay into the demo's numbers), its social pages and its claims (happy customers, the story, the
// photo of its gift wrapping), and puts one starter gift in their place, marked demo, for the
// owner to turn into their first: the site needs one gift to build, and the admin is part of the
// site. What it is given on the command line replaces the demo's value; everything else left of
// the demo stays listed under still_demo in content/shop.yaml, which the build prints and the
// admin shows (docs/owner.md, "A blank start").
//
//   npm run blank-start -- --name "Kotha Gifts" --name-bn "কথা গিফটস" --phone 01XXXXXXXXX
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { parseDocument, stringify, type Scalar, type YAMLMap, type YAMLSeq } from "yaml";

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    "name-bn": { type: "string" },
    phone: { type: "string" },
    whatsapp: { type: "string" },
    email: { type: "string" },
    "web-address": { type: "string" },
    founded: { type: "string" },
    root: { type: "string" },
  },
});
const root = resolve(values.root ?? process.cwd());
const content = join(root, "content");
if (!existsSync(join(content, "shop.yaml"))) {
  console.error(`blank-start: ${content} has no shop.yaml; run it in the shop's repository`);
  process.exit(1);
}

const readYaml = (path: string) => parseDocument(readFileSync(path, "utf8"));
const isDemo = (value: unknown) => value === true || value === "yes";

const removed = { entries: 0, testimonials: 0 };
for (const folder of ["products", "reviews", "team", "extras", "occasions"]) {
  const dir = join(content, folder);
  if (!existsSync(dir)) continue;
  for (const entry of readdirSync(dir)) {
    const entryDir = join(dir, entry);
    const files = readdirSync(entryDir).filter((name) => name.endsWith(".yaml"));
    const demo = files.some((name) => isDemo(readYaml(join(entryDir, name)).get("demo")));
    if (demo) {
      rmSync(entryDir, { recursive: true });
      removed.entries += 1;
    }
  }
}

const testimonialsFile = join(content, "testimonials.yaml");
if (existsSync(testimonialsFile)) {
  const doc = readYaml(testimonialsFile);
  const list = doc.get("testimonials") as YAMLSeq | undefined;
  const kept = (list?.items ?? []).filter((item) => {
    const demo = isDemo((item as YAMLMap).get("demo"));
    if (demo) removed.testimonials += 1;
    return !demo;
  });
  if (list) list.items = kept;
  writeFileSync(testimonialsFile, doc.toString({ lineWidth: 0 }));
}

// The starter gift, where no gift of the shop's own is left (run again, it leaves the shop's
// gifts alone): the first category's, with the gift mark in the brand colour as its picture.
const productsDir = join(content, "products");
const giftsLeft = existsSync(productsDir)
  ? readdirSync(productsDir).filter((folder) =>
      readdirSync(join(productsDir, folder)).some((name) => name.endsWith(".yaml")),
    )
  : [];
const addStarter = giftsLeft.length === 0;
if (addStarter) {
  const categories = readdirSync(join(content, "categories"));
  const firstCategory = categories
    .map((folder) => readYaml(join(content, "categories", folder, "category.yaml")))
    .sort((a, b) => Number(a.get("id")) - Number(b.get("id")))[0];
  const starter = join(productsDir, "first-gift");
  mkdirSync(starter, { recursive: true });
  const brandColour = String(readYaml(join(content, "shop.yaml")).get("brand_colour"));
  const giftMark = readFileSync(join(root, "public", "icon.svg"), "utf8");
  writeFileSync(
    join(starter, "photo.svg"),
    giftMark.replace(/(<rect[^>]*fill=")#[0-9a-f]{6}"/i, `$1${brandColour}"`),
  );
  const gift = {
    id: 1,
    category: firstCategory?.get("slug") ?? "birthday-gifts",
    price: 1000,
    in_stock: true,
    featured: true,
    name: { en: "Your first gift", bn: "আপনার প্রথম উপহার" },
    description: {
      en: "Describe your first gift here, then replace this photo with its own.",
      bn: "এখানে আপনার প্রথম উপহারের কথা লিখুন, তারপর এই ছবির জায়গায় তার নিজের ছবি দিন।",
    },
    photo: "photo.svg",
    photo_description: {
      en: "The shop's gift mark, standing in for the first gift's photo",
      bn: "প্রথম উপহারের ছবির জায়গায় দোকানের উপহার-চিহ্ন",
    },
    demo: true,
  };
  writeFileSync(
    join(starter, "product.yaml"),
    `# The starter gift of a blank shop: change every field to your first gift, and its photo.\n${stringify(gift, { lineWidth: 0 })}`,
  );
}

const shopFile = join(content, "shop.yaml");
const shop = readYaml(shopFile);
const replaced = new Set();
function set(path: (string | number)[], value: unknown, setting: string) {
  shop.setIn(path, value);
  replaced.add(setting);
}
if (values.name) shop.setIn(["name", "en"], values.name);
if (values["name-bn"]) shop.setIn(["name", "bn"], values["name-bn"]);
if (values.name && values["name-bn"]) replaced.add("name");
if (values.phone) set(["phone"], values.phone, "phone");
if (values.whatsapp ?? values.phone) set(["whatsapp"], values.whatsapp ?? values.phone, "whatsapp");
if (values.email) set(["email"], values.email, "email");
if (values["web-address"]) set(["web_address"], values["web-address"], "web_address");
if (values.founded) set(["founded"], Number(values.founded), "founded");
// Claims and payment numbers of the demo's are never published as a new shop's.
shop.set("happy_customers", null);
shop.set("story", null);
shop.set("wallets", shop.createNode([]));
shop.set("cash_on_delivery", true);
// The demo's pages on Facebook and the rest are not the new shop's.
shop.set("social", shop.createNode([]));
for (const setting of ["happy_customers", "story", "wallets", "social"]) replaced.add(setting);
const stillDemo = shop.get("still_demo") as YAMLSeq | undefined;
// The demo's wrapping photo shows how the demo's gifts arrive, not the new shop's: it goes, with
// its file, while still_demo lists it (a photo of the shop's own stays on a second run).
const wrappingPhoto = shop.get("wrapping_photo");
if (stillDemo?.items.some((item) => (item as Scalar).value === "wrapping_photo")) {
  if (typeof wrappingPhoto === "string" && /^[^/\\]+$/.test(wrappingPhoto)) {
    rmSync(join(content, wrappingPhoto), { force: true });
  }
  shop.set("wrapping_photo", null);
  shop.set("wrapping_photo_description", null);
  replaced.add("wrapping_photo");
}
if (stillDemo) {
  stillDemo.items = stillDemo.items.filter((item) => !replaced.has(String((item as Scalar).value)));
}
writeFileSync(shopFile, shop.toString({ lineWidth: 0 }));

console.log(
  `blank-start: removed ${removed.entries} demo entries and ${removed.testimonials} demo ` +
    "testimonials, the demo's wallets, social pages, customers, story and wrapping photo" +
    (addStarter ? "; added the starter gift content/products/first-gift. " : ". ") +
    "Next: your settings and first gift in the admin (docs/owner.md, “A blank start”).",
);
