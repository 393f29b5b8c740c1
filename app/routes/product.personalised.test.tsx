import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { graphemeCount } from "~/lib/forms/graphemes";
import { storedCart } from "../../tests/component/device";
import {
  announced,
  cartBadge,
  catalogOf,
  findPageButton,
  pageButton,
  scrolledPastEverything,
} from "../../tests/component/ordering";
import { pages } from "../../tests/component/pages";
import { descriptionOf, linkParam } from "../../tests/component/reading";
import { editions, renderPage } from "../../tests/component/render";

/*
 * A gift that asks for text or a choice, on its own page (the frame's engraving, the rose's size),
 * in both editions: what the page says about the text, that nothing goes into the cart until it is
 * right, that the price follows the size, and the way on to the cart once a gift is in it.
 */

/** 30 characters as a person counts them: the Bangla conjunct ক্ষ and the family emoji are one each. */
const thirty = "To Rafi & Mitu ক্ষমা 👨‍👩‍👧 14.02.2020";
const thirtyOne = `${thirty}!`;

/** What the rose's page shows, as the shop prices it: the large size adds ৳800 to ৳2,200 (was ৳2,600). */
const roseFacts = {
  en: { large: "Large (+৳800)", small: "৳2,200", largePrice: "৳3,000", largeWas: "৳3,400" },
  bn: { large: "বড় (+৳৮০০)", small: "৳২,২০০", largePrice: "৳৩,০০০", largeWas: "৳৩,৪০০" },
};

it("the test's texts are as long as they say", () => {
  expect(graphemeCount(thirty)).toBe(30);
  expect(graphemeCount(thirtyOne)).toBe(31);
});

describe.each(editions)("a gift's own page ($locale)", ({ locale, t }) => {
  const { product } = catalogOf(locale);
  const frame = product(1);
  const engraving = frame.personalisation?.[0];
  if (!engraving) throw new Error("The frame asks for no engraving: check content/products");
  const words = t.productPage;
  const addToCart = () => pageButton(t.cart.add);

  it("opened at #personalise (a card's 'Personalize'), puts the focus in the engraving", async () => {
    renderPage(pages.product, { locale, path: "/product/1#personalise" });
    const field = await screen.findByRole("textbox", { name: engraving.label });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.closest("#personalise")).not.toBeNull();
  });

  it("opened without it, leaves the focus where it was", async () => {
    renderPage(pages.product, { locale, path: "/product/1" });
    const field = await screen.findByRole("textbox", { name: engraving.label });
    expect(document.activeElement).not.toBe(field);
  });

  it("counts the frame's engraving, says beside the field what is wrong, and adds it once right", async () => {
    const { user } = renderPage(pages.product, { locale, path: "/product/1" });
    const field = await screen.findByRole("textbox", { name: engraving.label });
    expect(descriptionOf(field)).toBe(`${words.counter(0, 30)} ${words.counterLabel}`);
    // The header counts the cart once the page has started, as the page's own controls do.
    await waitFor(() => expect(cartBadge(t, 0)).toBeInTheDocument());

    await user.click(addToCart());
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(field)).toMatch(new RegExp(`${words.textRequired(engraving.label)}$`));
    expect(document.activeElement).toBe(field);
    expect(cartBadge(t, 0)).toBeInTheDocument();

    await user.clear(field);
    await user.paste(thirtyOne);
    expect(descriptionOf(field).startsWith(words.counter(31, 30))).toBe(true);
    await user.click(addToCart());
    expect(screen.getByText(words.textTooLong(30, 31))).toBeInTheDocument();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(cartBadge(t, 0)).toBeInTheDocument();
    expect(storedCart() ?? []).toEqual([]);

    await user.clear(field);
    await user.paste(thirty);
    expect(field.getAttribute("aria-invalid")).toBe("false");
    await user.click(addToCart());
    expect(cartBadge(t, 1)).toBeInTheDocument();
    expect(announced()).toBe(t.cart.added(frame.name, 1));
    // The text stays, for another frame.
    expect((field as HTMLInputElement).value).toBe(thirty);
    expect(storedCart()).toEqual([{ productId: 1, quantity: 1, text: { [engraving.id]: thirty } }]);
  });

  it("prices the rose by its size, and its card sends the shopper to choose one", async () => {
    const rose = product(8);
    const facts = roseFacts[locale];
    const { user } = renderPage(pages.products, { locale, also: [pages.product] });
    const card = (await screen.findByRole("link", { name: rose.name })).closest("article");
    if (!card) throw new Error("No card for the rose");
    expect(card.textContent).toContain(facts.small);
    expect(within(card).queryByRole("button", { name: t.cart.addNamed(rose.name) })).toBeNull();
    const choose = within(card).getByRole("link", { name: words.seeOptionsNamed(rose.name) });
    expect(choose.textContent).toBe(words.seeOptions);
    await user.click(choose);

    const main = await screen.findByRole("main");
    expect(
      await within(main).findByRole("heading", { level: 1, name: rose.name }),
    ).toBeInTheDocument();
    expect(main.textContent).toContain(facts.small);
    await user.click(within(main).getByRole("radio", { name: facts.large }));
    expect(main.textContent).toContain(facts.largePrice);
    expect(main.textContent).toContain(facts.largeWas);
    const whatsapp = within(main).getByRole("link", { name: t.product.orderOnWhatsapp });
    expect(linkParam(whatsapp, "text")).toContain(facts.largePrice);

    await user.click(pageButton(t.cart.add));
    expect(cartBadge(t, 1)).toBeInTheDocument();
    expect(storedCart()).toEqual([{ productId: 8, quantity: 1, choices: { size: "large" } }]);
  });

  it("offers the way on to the cart in the notice after 'Add to Cart'", async () => {
    const hamper = product(2);
    const { user } = renderPage(pages.product, {
      locale,
      path: "/product/2",
      also: [pages.cart],
    });
    await user.click(await findPageButton(t.cart.add));
    expect(announced()).toBe(t.cart.added(hamper.name, 1));
    await user.click(screen.getByRole("link", { name: t.cart.viewCart }));
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("link", { name: hamper.name })).toBeInTheDocument();
    expect(cartBadge(t, 1)).toBeInTheDocument();
  });

  it("offers 'Add to Cart' and 'Order this gift' in the phone's action bar from the start", async () => {
    const { user } = renderPage(pages.product, { locale, path: "/product/2" });
    const main = await screen.findByRole("main");
    // The page's own buttons, then the bar's: the bar is in the page before it has scrolled.
    const adds = await waitFor(() => {
      const found = within(main).getAllByRole("button", { name: t.cart.add });
      expect(found).toHaveLength(2);
      return found;
    });
    const bar = adds[1]?.parentElement;
    if (!bar) throw new Error("No action bar");
    expect(within(bar).getByRole("button", { name: t.product.orderThisGift })).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: t.cart.add }));
    expect(announced()).toBe(t.cart.added(product(2).name, 1));
    expect(cartBadge(t, 1)).toBeInTheDocument();
    expect(storedCart()).toEqual([{ productId: 2, quantity: 1 }]);
  });

  it("asks for the frame's engraving when the action bar's 'Add to Cart' is tapped, as the page's does", async () => {
    scrolledPastEverything();
    const { user } = renderPage(pages.product, { locale, path: "/product/1" });
    const main = await screen.findByRole("main");
    // The page's own button, then the bar's.
    const adds = await waitFor(() => {
      const found = within(main).getAllByRole("button", { name: t.cart.add });
      expect(found).toHaveLength(2);
      return found;
    });
    await user.click(adds[1] as HTMLElement);
    const field = screen.getByRole("textbox", { name: engraving.label });
    expect(document.activeElement).toBe(field);
    expect(screen.getByText(words.textRequired(engraving.label))).toBeInTheDocument();
    expect(cartBadge(t, 0)).toBeInTheDocument();
  });
});
