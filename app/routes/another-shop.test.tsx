import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { pages } from "../../tests/component/pages";
import { storeCart } from "../../tests/component/device";
import { renderPage } from "../../tests/component/render";
import { saying } from "../../tests/component/reading";

/*
 * Another shop's settings (content/shop.yaml) in place of the demo's: every page, link and
 * message reads them, and nothing of the demo's name, numbers or claims is left. The built site is
 * checked the same way in tests/e2e/blank-start.spec.ts.
 */
const { anotherShop } = await vi.hoisted(async () => {
  const [{ readFileSync }, { join }, { parseDocument }, { readShopSettings }] = await Promise.all([
    import("node:fs"),
    import("node:path"),
    import("yaml"),
    import("../content/shop-settings"),
  ]);
  const document = parseDocument(readFileSync(join(process.cwd(), "content", "shop.yaml"), "utf8"));
  const set = (path: (string | number)[], value: unknown) => document.setIn(path, value);
  set(["name", "en"], "Kotha Gifts");
  set(["name", "bn"], "কথা গিফটস");
  set(["tagline", "en"], "Small gifts, big smiles");
  set(["tagline", "bn"], "ছোট উপহার, বড় হাসি");
  set(["phone"], "01812-000111");
  set(["whatsapp"], "01899-000222");
  set(["email"], "hello@kotha.example");
  set(["web_address"], "https://kotha.example");
  set(["address", "en"], "12 Station Road, Sylhet");
  set(["address", "bn"], "১২ স্টেশন রোড, সিলেট");
  set(["wallets", 0, "number"], "01733-000444");
  set(["happy_customers"], null);
  set(["story"], null);
  set(["wrapping_photo"], null);
  set(["wrapping_photo_description"], null);
  set(["calls_from"], "10:00");
  set(["calls_until"], "20:00");
  set(["delivery", "outside_city", "fee"], 150);
  set(["delivery", "outside_city", "districts"], ["Sylhet", "Gazipur"]);
  return { anotherShop: readShopSettings(document.toString(), []) };
});

vi.mock("~/data/shop", () => ({ shop: anotherShop }));
// The About page's and a gift's own data: the story and the wrapping photo, which this shop leaves
// out.
vi.mock("~/content/shop-settings.server", () => ({
  readShopStoryFile: () => [],
  readWrappingPhotoFile: () => null,
}));

const demoValues = [
  /Upohar/,
  /উপহার’/,
  /1712/,
  /১৭১২/,
  /upohar\.com\.bd/,
  /24\/7/,
  /২৪\/৭/,
  /100\+/,
];

/** Every link's address on the page, for the tel:, wa.me and sms: links. */
function hrefs(): string[] {
  return [...document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? "");
}

/**
 * Nothing of the demo's settings on the page; entries of content/ marked demo (the team's words,
 * the reviews), which the owner replaces in the admin, are left out by their region's name.
 */
function expectNoDemoValue(demoRegion?: string) {
  const page = document.body.cloneNode(true) as HTMLElement;
  if (demoRegion) page.querySelector(`[aria-labelledby="${demoRegion}"]`)?.remove();
  const text = `${page.textContent ?? ""}\n${hrefs().join("\n")}`;
  for (const value of demoValues) {
    const at = text.search(value);
    expect(at === -1 ? "" : text.slice(Math.max(0, at - 60), at + 40)).toBe("");
  }
}

describe("another shop's settings", () => {
  it("name the shop, call, message and write to it on Home, in both editions", async () => {
    for (const locale of ["en", "bn"] as const) {
      const { unmount } = renderPage(pages.home, { locale });
      const banner = await screen.findByRole("banner");
      expect(within(banner).getAllByText("Kotha Gifts")).not.toEqual([]);
      await waitFor(() => expect(hrefs()).toContain("tel:+8801812000111"));
      const calls = hrefs().filter((href) => href.startsWith("tel:"));
      expect(new Set(calls)).toEqual(new Set(["tel:+8801812000111"]));
      const chats = hrefs().filter((href) => href.startsWith("https://wa.me/"));
      for (const chat of chats) expect(chat).toMatch(/^https:\/\/wa\.me\/8801899000222(\?|$)/);
      expect(hrefs()).toContain("mailto:hello@kotha.example");
      expect(
        screen.getAllByText(locale === "en" ? "12 Station Road, Sylhet" : "১২ স্টেশন রোড, সিলেট"),
      ).not.toEqual([]);
      expectNoDemoValue();
      unmount();
    }
  });

  it("tell a gift's page, its structured data and its order in the shop's own words", async () => {
    renderPage(pages.product, { path: "/product/2" });
    await screen.findByRole("heading", { level: 1 });
    const order = screen.getAllByRole("link", { name: /WhatsApp/ })[0];
    expect(order?.getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/8801899000222\?text=Hello%20Kotha%20Gifts/,
    );
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => script.textContent ?? "")
      .join("\n");
    expect(structured).toContain("https://kotha.example/product/2");
    expect(structured).not.toContain("upohar");
    expectNoDemoValue();
    // No photo of the demo's wrapping beside the promise: this shop gave none.
    const delivery = screen.getByRole("region", { name: "Delivery & returns" });
    expect(within(delivery).queryByRole("img")).toBeNull();
  });

  it("tell the shop's hours, and make no claim it left out, on About and Contact", async () => {
    const { unmount } = renderPage(pages.about);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("heading", { name: "Our Story" })).toBeNull();
    screen.getByText(saying("Small gifts, big smiles, since 2025."));
    expect(screen.queryByText("Happy customers")).toBeNull();
    expect(screen.getAllByText(/Calls 10 am – 8 pm, every day/)).not.toEqual([]);
    expectNoDemoValue("team");
    unmount();
    renderPage(pages.contact);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getAllByText(/Calls 10 am – 8 pm, every day/)).not.toEqual([]);
    expectNoDemoValue();
  });

  it("show the shop's own wallet number for paying by bKash", async () => {
    storeCart([{ productId: 2, quantity: 1 }]);
    const { user } = renderPage(pages.order);
    await user.click(await screen.findByRole("radio", { name: "bKash" }));
    await screen.findByText("01733000444");
    expectNoDemoValue();
  });

  it("offer only the districts the shop sends to, and charge its fee outside Dhaka city", async () => {
    storeCart([{ productId: 6, quantity: 1 }]);
    const { user } = renderPage(pages.order);
    const area = (await screen.findByRole("combobox", {
      name: /Delivery area/,
    })) as HTMLSelectElement;
    expect([...area.options].map((option) => option.value).filter(Boolean)).toEqual([
      "dhaka-city",
      "gazipur",
      "sylhet",
    ]);
    const totals = () => screen.getAllByText(/^৳\d/).map((amount) => amount.textContent);
    await user.selectOptions(area, "dhaka-city");
    await waitFor(() => expect(totals()).toContain("৳100"));
    expect(totals()).not.toContain("৳150");
    await user.selectOptions(area, "sylhet");
    await waitFor(() => expect(totals()).toContain("৳150"));
    expect(totals()).not.toContain("৳100");
  });
});
