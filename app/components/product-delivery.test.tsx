import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readWrappingPhotoFile } from "~/content/shop-settings.server";
import { ProductDelivery } from "./product-delivery";
import { catalogOf } from "../../tests/component/ordering";
import { pages } from "../../tests/component/pages";
import { editions, renderInEdition, renderPage } from "../../tests/component/render";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The clock of the device, set to a moment in UTC; only Date, so the page's waits still run. */
function clockAt(utc: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(utc));
}

describe.each(editions)("delivery on a gift's page ($locale)", ({ locale, t }) => {
  const facts = t.product.deliveryFacts;
  const { product } = catalogOf(locale);
  const wrapped = { src: "/content/wrapped-gift.jpg", alt: `${locale}: a gift as it arrives` };

  it("states the rule before the page has started, true at any hour, and the fee for the gift's price", () => {
    const bottle = product(9);
    const hamper = product(2);
    // One ships for a fee, the other free: check content/products if this fails.
    expect(bottle.price).toBeLessThan(2000);
    expect(hamper.price).toBeGreaterThanOrEqual(2000);
    const { container, unmount } = renderInEdition(
      <ProductDelivery price={bottle.price} inStock={bottle.inStock} />,
      { locale, started: false },
    );
    const text = container.textContent ?? "";
    expect(text).toContain(facts.sameDayRule);
    expect(text).toContain(facts.fee(false));
    expect(text).toContain(facts.outsideDays);
    expect(text).not.toContain(facts.tomorrow);
    unmount();

    const expensive = renderInEdition(
      <ProductDelivery price={hamper.price} inStock={hamper.inStock} />,
      { locale, started: false },
    );
    expect(expensive.container.textContent).toContain(facts.fee(true));
  });

  it("says, once running, when a gift ordered now arrives, in Bangladesh time", async () => {
    // 12:50 in Dhaka (UTC+6): 2 h 10 min before the 3 pm cut-off.
    clockAt("2026-11-23T06:50:00Z");
    const before = renderPage(pages.product, { locale, path: "/product/9" });
    const region = await screen.findByRole("region", { name: t.product.delivery });
    // The prerendered page states the rule; the running page reads the clock.
    await waitFor(() =>
      expect(region.textContent).toContain(`${facts.insideDhaka} ${facts.orderWithin(2, 10)}`),
    );
    before.unmount();

    // 15:00 in Dhaka: the next day.
    clockAt("2026-11-23T09:00:00Z");
    renderPage(pages.product, { locale, path: "/product/9" });
    const later = await screen.findByRole("region", { name: t.product.delivery });
    await waitFor(() =>
      expect(later.textContent).toContain(`${facts.insideDhaka} ${facts.tomorrow}`),
    );
  });

  it("shows the shop's photo of a gift as it arrives beside the wrapping promise, described", () => {
    renderInEdition(<ProductDelivery price={1200} inStock wrappingPhoto={wrapped} />, {
      locale,
      started: false,
    });
    const picture = screen.getByRole("img", { name: wrapped.alt });
    expect(picture.closest("li")?.textContent).toBe(facts.wrapping);
    expect(picture.getAttribute("loading")).toBe("lazy");
    expect(picture.getAttribute("decoding")).toBe("async");
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["56", "56"]);
    // A phone at 2.85× or less fetches the smallest copy.
    expect(picture.getAttribute("sizes")).toBe("56px");
    expect(picture.getAttribute("srcset")).toContain("/img/wrapped-gift-160.webp 160w");
  });

  it("enlarges the wrapping photo on a tap, and gives the focus back once it is closed", async () => {
    const { alt } = wrapped;
    const { user } = renderInEdition(
      <ProductDelivery price={1200} inStock wrappingPhoto={wrapped} />,
      { locale },
    );
    const thumbnail = screen.getByRole("button", { name: alt });
    await user.click(thumbnail);
    const dialog = screen.getByRole("dialog", { name: facts.wrappingPhoto });
    expect(within(dialog).getByRole("img").getAttribute("alt")).toBe(alt);
    await user.click(within(dialog).getByRole("button", { name: t.gallery.close }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(thumbnail));
  });

  it("shows the demo shop's own wrapping photo on a gift's page (content/shop.yaml)", async () => {
    const demo = readWrappingPhotoFile(locale);
    if (!demo) throw new Error("The demo shop has a photo of a gift as it arrives wrapped.");
    renderPage(pages.product, { locale, path: "/product/9" });
    const region = await screen.findByRole("region", { name: t.product.delivery });
    expect(within(region).getByRole("img", { name: demo.alt })).toBeInTheDocument();
  });

  it("states the wrapping promise alone for a shop with no such photo", () => {
    renderInEdition(<ProductDelivery price={1200} inStock wrappingPhoto={null} />, {
      locale,
      started: false,
    });
    const region = screen.getByRole("region", { name: t.product.delivery });
    expect(region.textContent).toContain(facts.wrapping);
    expect(within(region).queryByRole("img")).toBeNull();
    expect(within(region).queryByRole("button")).toBeNull();
  });

  it("promises no day for a gift out of stock, only the rule", async () => {
    expect(product(6).inStock).toBe(false);
    clockAt("2026-11-23T06:50:00Z");
    renderPage(pages.product, { locale, path: "/product/6" });
    const region = await screen.findByRole("region", { name: t.product.delivery });
    // The header's count shows once the page has started, and with it the clock.
    await screen.findByRole("link", { name: t.header.badgeItems(t.header.cart, 0) });
    expect(region.textContent).toContain(`${facts.insideDhaka} ${facts.sameDayRule}`);
    expect(region.textContent).not.toContain(facts.orderWithin(2, 10));
  });
});
