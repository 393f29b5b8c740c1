import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "~/config/locale";
import { catalogIndex } from "~/content/catalog-index";
import { editionCatalog } from "~/content/edition-catalog";
import { bn } from "~/i18n/bn";
import { catalogContent } from "~/content/content.server";
import { shop } from "~/data/shop";
import { en } from "~/i18n/en";
import { isInCategory } from "~/lib/catalog/occasions";
import { telLink, whatsappLink } from "~/lib/contact/contact-links";
import { PAGE_SIZE, sortProducts } from "~/lib/catalog/catalog-query";
import {
  generatedQueries,
  onFreshVisit,
  pagedCatalog,
  pagedProductsRoute,
  servePagedCatalog,
  shownNames,
  withBrowser,
} from "../../tests/component/listing";
import { listing } from "../../tests/e2e/catalog-facts";
import Home, { loader as homeLoader } from "./home";
import Products, { loader } from "./products";
import { renderPage } from "../../tests/component/render";

const text = { en, bn };
const route = { path: "/products", Component: Products, loader };
const home = { path: "/", Component: Home, loader: homeLoader };
const prefix = (locale: Locale) => (locale === "bn" ? "/bn" : "");

/** The products page with a browser's bar, opened at `path`. */
function openProducts(path = "/products", locale: Locale = "en") {
  const { routes, browser } = withBrowser([route]);
  const [page] = routes;
  if (!page) throw new Error("The products page is missing");
  return { ...renderPage(page, { path, locale }), browser };
}

/** Home with the header's search leading to the products page. */
function openHome(locale: Locale = "en") {
  const { routes, browser } = withBrowser([home, route]);
  const [first, ...also] = routes;
  if (!first) throw new Error("Home is missing");
  return { ...renderPage(first, { path: "/", locale, also }), browser };
}

/** The shopper's search, typed into the header's search box and sent. */
async function searchFor(user: ReturnType<typeof openHome>["user"], t: typeof en, term: string) {
  // The search's toggle, not the button that sends it (a toggle says whether it is open).
  await user.click(
    await screen.findByRole("button", { name: t.header.openSearch, expanded: false }),
  );
  await user.type(screen.getByRole("searchbox", { name: t.header.searchLabel }), term);
  await user.click(
    within(screen.getByRole("search")).getByRole("button", { name: t.header.searchSubmit }),
  );
}

const slider = (t: typeof en = en) => screen.getByRole("slider", { name: t.productsPage.maxPrice });
const sortBox = (t: typeof en = en) =>
  screen.getByRole<HTMLSelectElement>("combobox", { name: t.productsPage.sortBy });
const slide = (to: number, t: typeof en = en) =>
  fireEvent.change(slider(t), { target: { value: String(to) } });

/** The list's count, once it has caught up with the address. */
async function counted(showing: string) {
  expect(await screen.findByText(showing)).toBeInTheDocument();
}

/** The list's count and gifts, in order, once it has caught up with the address. */
async function shows(expected: { showing: string; names: string[] }) {
  await counted(expected.showing);
  await waitFor(() => expect(shownNames()).toEqual(expected.names));
}

/** The chips of the filters in use, each a link that removes its filter. */
const chips = (t: typeof en = en) =>
  screen.queryByRole("list", { name: t.productsPage.appliedFilters });

/** The one line that counts the list: the results' heading. */
const countLine = () =>
  within(screen.getByRole("main"))
    .getAllByRole("heading", { level: 2 })
    .filter((heading) => /\d|[০-৯]/.test(heading.textContent ?? ""));

describe("the products page: filters, sort and the shared address", () => {
  it("filters by category and price, sorts, and resets", async () => {
    const { user, browser } = openProducts();
    await counted(listing().showing);
    const show = screen.getByRole("button", { name: "Show filters" });
    await user.click(show);
    expect(show.getAttribute("aria-expanded")).toBe("true");
    expect(show.textContent).toBe("Hide filters");

    await user.click(screen.getByRole("radio", { name: "Birthday Gifts" }));
    await counted(listing("category=birthday-gifts").showing);
    await browser.reaches("/products?category=birthday-gifts");

    slide(3000);
    await counted(listing("category=birthday-gifts&max=3000").showing);
    expect(screen.getByText("৳0 – ৳3,000")).toBeInTheDocument();
    await browser.reaches(/max=3000/);

    await user.selectOptions(sortBox(), "Price: Low to High");
    await shows(listing("category=birthday-gifts&max=3000&sort=price-asc"));
    await user.selectOptions(sortBox(), "Price: High to Low");
    await shows(listing("category=birthday-gifts&max=3000&sort=price-desc"));

    await user.click(screen.getByRole("button", { name: "Reset Filters" }));
    await counted(listing().showing);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "All" }).checked).toBe(true);
    expect(slider().getAttribute("aria-valuetext")).toBe("৳10,000 or more");
    expect((slider() as HTMLInputElement).value).toBe("10000");
  });

  it("moves the price slider in steps of ৳100 and says the price", async () => {
    openProducts();
    await counted(listing().showing);
    const price = slider();
    // A range input's keys (arrows, Home, End) move it by its step between its ends.
    expect([price.getAttribute("min"), price.getAttribute("max")]).toEqual(["0", "10000"]);
    expect(price.getAttribute("step")).toBe("100");
    slide(9900);
    await waitFor(() => expect(slider().getAttribute("aria-valuetext")).toBe("৳9,900"));
    slide(0);
    expect(await screen.findByText("No products found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters to see more results.")).toBeInTheDocument();
  });

  it("offers every sort, and sorts by rating and name", async () => {
    const { user, browser } = openProducts();
    await counted(listing().showing);
    expect(
      within(sortBox())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Featured",
      "Price: Low to High",
      "Price: High to Low",
      "Highest Rated",
      "Name A-Z",
    ]);
    await user.selectOptions(sortBox(), "Highest Rated");
    await waitFor(() => expect(shownNames()[0]).toBe(listing("sort=rating").names[0]));
    await user.selectOptions(sortBox(), "Name A-Z");
    await waitFor(() => expect(shownNames()[0]).toBe(listing("sort=name").names[0]));
    await browser.reaches("/products?sort=name");
  });

  it("reads a shared address, and Back and Forward move through the filters", async () => {
    const anniversary = listing("category=anniversary-gifts&sort=price-asc");
    const personalized = listing("category=personalized-gifts&sort=price-asc");
    const { user, browser } = openProducts("/products?category=anniversary-gifts&sort=price-asc");
    await shows(anniversary);
    await user.click(screen.getByRole("radio", { name: "Personalized Gifts" }));
    await shows(personalized);
    await browser.back();
    await browser.reaches("/products?category=anniversary-gifts&sort=price-asc");
    await shows(anniversary);
    await browser.forward();
    await shows(personalized);
  });

  it("keeps the tapped category checked from the tap, and the checked radio follows Back", async () => {
    const { browser } = openProducts();
    await counted(listing().showing);
    const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });
    const checked = () =>
      screen
        .getAllByRole<HTMLInputElement>("radio")
        .filter((option) => option.checked)
        .map((option) => option.value);

    // Read at once, before the router has moved to the new address: the radio the shopper
    // tapped is the one checked, never the one before it.
    fireEvent.click(radio("Birthday Gifts"));
    expect(checked()).toEqual(["birthday-gifts"]);
    await shows(listing("category=birthday-gifts"));
    fireEvent.click(radio("Anniversary Gifts"));
    expect(checked()).toEqual(["anniversary-gifts"]);
    await shows(listing("category=anniversary-gifts"));

    await browser.back();
    await shows(listing("category=birthday-gifts"));
    expect(checked()).toEqual(["birthday-gifts"]);
    await browser.back();
    await shows(listing());
    expect(checked()).toEqual(["all"]);

    // Back where a change was asked from: the next change builds on what the shopper sees.
    await browser.forward();
    await shows(listing("category=birthday-gifts"));
    slide(3000);
    await browser.reaches("/products?category=birthday-gifts&max=3000");
    expect(checked()).toEqual(["birthday-gifts"]);
  });

  for (const hostile of [
    "max=abc",
    "max=-5",
    "sort=bogus",
    "category=nope",
    `q=${"x".repeat(5000)}`,
    "max=1e309&sort=%00&category=%F0%9F%8E%81",
    "q=%E0%A6%89%E0%A6%AA%E0%A6%B9%E0%A6%BE%E0%A6%B0&q=second",
  ]) {
    it(`falls back to defaults for ${hostile.slice(0, 40)}`, async () => {
      openProducts(`/products?${hostile}`);
      expect(
        await screen.findByRole("heading", { level: 1, name: "All Products" }),
      ).toBeInTheDocument();
      await counted(listing(hostile).showing);
    });
  }
});

describe("the products page: search", () => {
  it("the header search filters the products, combines with filters and clears", async () => {
    const { user, browser } = openHome();
    await user.click(await screen.findByRole("button", { name: "Search", expanded: false }));
    await user.type(screen.getByPlaceholderText("Search for gifts..."), "BIRTHDAY");
    await user.click(within(screen.getByRole("search")).getByRole("button", { name: "Search" }));
    await counted(listing("q=BIRTHDAY").showing);
    await browser.reaches("/products?q=BIRTHDAY");
    expect(within(chips() ?? document.body).getByText("“BIRTHDAY”")).toBeInTheDocument();
    slide(1000);
    await counted(listing("q=BIRTHDAY&max=1000").showing);
    await user.click(screen.getByRole("link", { name: "Remove filter: “BIRTHDAY”" }));
    await counted(listing("max=1000").showing);
    await browser.reaches("/products?max=1000");
  });

  it("matches descriptions and says when nothing matches", async () => {
    const { browser } = openProducts("/products?q=mango-wood");
    await shows(listing("q=mango-wood"));
    await browser.go("/products?q=bicycle");
    expect(await screen.findByText("No gifts match “bicycle”")).toBeInTheDocument();
  });

  it("finds nothing for a search of symbols alone, and says so", async () => {
    openProducts(`/products?${new URLSearchParams({ q: "🎁 !!" })}`);
    expect(await screen.findByText(en.productsPage.noMatch("🎁 !!"))).toBeInTheDocument();
  });

  it("says to change the filters when they, not the search, leave no gift", async () => {
    openProducts("/products?q=gift&max=100");
    expect(await screen.findByText(en.productsPage.noResults)).toBeInTheDocument();
    expect(screen.queryByText(en.productsPage.noMatch("gift"))).toBeNull();
  });

  for (const locale of ["en", "bn"] as const) {
    const t = text[locale];
    const nameOf = (id: number) =>
      editionCatalog(locale).products.find((product) => product.id === id)?.name ?? "";

    describe(`as Bangladeshis type it (${locale})`, () => {
      for (const [term, id] of [
        ["ghori", 3],
        ["kolom", 4],
        ["golap", 8],
        ["bhalobasha", 8],
        ["ভালবাসা", 8],
        ["choclate", 2],
        ["cuple clock", 3],
        ["cushon", 7],
      ] as const) {
        it(`'${term}' lists ${nameOf(id)} first`, async () => {
          const { user, browser } = openHome(locale);
          await searchFor(user, t, term);
          await counted(listing(`q=${term}`, locale).showing);
          await browser.reaches(`${prefix(locale)}/products?${new URLSearchParams({ q: term })}`);
          expect(shownNames()[0]).toBe(nameOf(id));
        });
      }

      it("says plainly when the shop has nothing for a search, and offers its call and WhatsApp", async () => {
        const term = locale === "en" ? "sari" : "শাড়ি";
        const { user, browser } = openHome(locale);
        await searchFor(user, t, term);
        await browser.reaches(`${prefix(locale)}/products?${new URLSearchParams({ q: term })}`);
        expect(await screen.findByText(t.productsPage.noMatch(term))).toBeInTheDocument();
        const results = within(screen.getByRole("region", { name: countLine()[0]?.textContent }));
        expect(results.getByText(t.productsPage.noMatchText)).toBeInTheDocument();
        expect(shownNames()).toEqual([]);
        expect(results.getByRole("link", { name: t.help.reachUs.call }).getAttribute("href")).toBe(
          telLink(shop.phone),
        );
        const whatsapp = results.getByRole("link", { name: new RegExp(t.help.reachUs.whatsapp) });
        expect(whatsapp.getAttribute("href")).toBe(
          whatsappLink(shop.whatsapp, t.productsPage.noMatchWhatsapp(term)),
        );
        expect(
          results.getByRole("link", { name: t.home.browseCategories }).getAttribute("href"),
        ).toBe(`${prefix(locale)}/categories`);
      });

      it("'ঈদ' and 'eid' find the gifts of both Eids", async () => {
        const eid = catalogContent.searchedOccasions.filter((day) => day.slug.startsWith("eid-"));
        expect(eid).toHaveLength(2);
        const gifts = editionCatalog(locale)
          .products.filter((gift) =>
            eid.some(
              (day) =>
                day.gifts.includes(gift.id) ||
                day.categories.some((slug) => isInCategory(gift, slug)),
            ),
          )
          .map((gift) => gift.name);
        for (const term of ["ঈদ", "eid"]) {
          const { unmount } = openProducts(`/products?${new URLSearchParams({ q: term })}`, locale);
          await counted(listing(`q=${term}`, locale).showing);
          expect(new Set(shownNames())).toEqual(new Set(gifts));
          unmount();
        }
      });

      it("'jonmodin' and 'upohar' find the gifts their Bangla words name", async () => {
        for (const [term, category] of [
          ["jonmodin", "birthday-gifts"],
          ["upohar", "anniversary-gifts"],
        ] as const) {
          const { unmount } = openProducts(`/products?q=${term}`, locale);
          await counted(listing(`q=${term}`, locale).showing);
          const gifts = editionCatalog(locale).products.filter(
            (product) => product.category === category && product.id <= 9,
          );
          expect(gifts.length).toBeGreaterThan(0);
          for (const gift of gifts) {
            expect(
              shownNames().filter((name) => name === gift.name),
              gift.name,
            ).toHaveLength(1);
          }
          unmount();
        }
      });

      it("'Best match' is the sort while searching, and the other sorts still apply", async () => {
        const { user, browser } = openProducts("/products", locale);
        await counted(listing("", locale).showing);
        const labels = () =>
          within(sortBox(t))
            .getAllByRole("option")
            .map((option) => option.textContent);
        expect(labels()).not.toContain(t.productsPage.sortLabels.relevance);

        await searchFor(user, t, "bottle");
        await shows(listing("q=bottle", locale));
        const box = sortBox(t);
        expect(box.selectedOptions[0]?.textContent).toBe(t.productsPage.sortLabels.relevance);

        await user.selectOptions(box, t.productsPage.sortLabels["price-asc"]);
        await browser.reaches(`${prefix(locale)}/products?q=bottle&sort=price-asc`);
        await shows(listing("q=bottle&sort=price-asc", locale));
        await user.selectOptions(sortBox(t), t.productsPage.sortLabels.relevance);
        await browser.reaches(`${prefix(locale)}/products?q=bottle`);
        await shows(listing("q=bottle", locale));
      });
    });
  }
});

describe("the products page: chips of the filters in use", () => {
  it("heads a filtered list by its category, with a chip for each filter that removes it", async () => {
    const { user, browser } = openProducts("/products?q=gift&category=birthday-gifts&max=3000");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Birthday Gifts" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(countLine().map((line) => line.textContent)).toEqual([
        listing("q=gift&category=birthday-gifts&max=3000").showing,
      ]),
    );
    const names = [
      "Remove filter: Birthday Gifts",
      "Remove filter: Up to ৳3,000",
      "Remove filter: “gift”",
    ];
    const links = () => within(chips() ?? document.body).getAllByRole("link");
    expect(links().map((link) => link.getAttribute("aria-label"))).toEqual(names);

    await user.click(within(chips() ?? document.body).getByRole("link", { name: names[0] }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "All Products" }),
    ).toBeInTheDocument();
    await browser.reaches("/products?q=gift&max=3000");
    await waitFor(() =>
      expect(countLine().map((line) => line.textContent)).toEqual([
        listing("q=gift&max=3000").showing,
      ]),
    );
    expect(links()).toHaveLength(2);

    await user.click(within(chips() ?? document.body).getByRole("link", { name: names[1] }));
    await counted(listing("q=gift").showing);
    await browser.reaches("/products?q=gift");

    await user.click(within(chips() ?? document.body).getByRole("link", { name: names[2] }));
    await counted(listing().showing);
    await browser.reaches("/products");
    expect(chips()).toBeNull();
  });

  it("names the filters in Bangla and removes them the same way", async () => {
    const { user, browser } = openProducts("/products?category=birthday-gifts&max=3000", "bn");
    expect(
      await screen.findByRole("heading", { level: 1, name: "জন্মদিনের উপহার" }),
    ).toBeInTheDocument();
    await counted(listing("category=birthday-gifts&max=3000", "bn").showing);
    await user.click(
      within(chips(bn) ?? document.body).getByRole("link", {
        name: "ফিল্টার সরান: সর্বোচ্চ ৳৩,০০০",
      }),
    );
    await counted(listing("category=birthday-gifts", "bn").showing);
    await browser.reaches("/bn/products?category=birthday-gifts");
    await user.click(
      within(chips(bn) ?? document.body).getByRole("link", {
        name: "ফিল্টার সরান: জন্মদিনের উপহার",
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "সব পণ্য" })).toBeInTheDocument();
    await browser.reaches("/bn/products");
    expect(chips(bn)).toBeNull();
  });

  for (const locale of ["en", "bn"] as const) {
    it(`counts the list on one line, in the spec's words (${locale})`, async () => {
      openProducts("/products", locale);
      await counted(listing("", locale).showing);
      expect(countLine().map((line) => line.textContent)).toEqual([listing("", locale).showing]);
      expect(screen.queryByText(locale === "bn" ? /এই পাতায়/ : /on this page/)).toBeNull();
    });
  }
});

describe("the products page: mangled addresses", () => {
  const perTest = 50;
  for (let start = 0; start < generatedQueries.length; start += perTest) {
    const batch = generatedQueries.slice(start, start + perTest);
    // Each batch opens the page once, then moves through its query strings as Back and Forward
    // would, each part of the address falling back to its default on its own.
    it(
      `never breaks on generated query strings ${start + 1}–${start + batch.length}`,
      { timeout: 30_000 },
      async () => {
        const { browser } = openProducts();
        await counted(listing().showing);
        for (const query of batch) {
          await browser.go(`/products?${query}`);
          // What the page was given: the address as the router read it.
          const address = browser.address();
          const expected = listing(address.slice(address.indexOf("?")));
          await waitFor(() => {
            expect(sortBox().value, query).toBe(expected.query.sort);
            expect(screen.getByText(expected.showing), query).toBeInTheDocument();
            expect(
              screen.getByRole("heading", { level: 1, name: expected.heading }),
              query,
            ).toBeInTheDocument();
          });
        }
      },
    );
  }
});

/*
 * The shop's own gifts fit on one page: here the products page lists a catalog grown to three
 * pages, as the paged test site does.
 */
describe("the products page, over several pages", () => {
  /** The page on a fresh visit, so the catalog it fetches is the grown one. */
  async function open(path: string, locale: Locale = "en") {
    servePagedCatalog();
    const fresh = await onFreshVisit();
    const { routes, browser } = withBrowser([pagedProductsRoute(fresh.products)]);
    const [page] = routes;
    if (!page) throw new Error("The products page is missing");
    return { ...fresh.renderPage(page, { path, locale }), browser };
  }

  const total = pagedCatalog("en").products.length;
  const lastPage = Math.ceil(total / PAGE_SIZE);
  /** The count line of the page holding gifts `first` to `last`. */
  const onPage = (first: number, last: number, t: typeof en = en) =>
    t.productsPage.showingPage(total, total, first, last);
  const pager = (t: typeof en = en) =>
    screen.getByRole("navigation", { name: t.productsPage.pages });

  it("shows the first page and says which of the gifts it holds", async () => {
    expect(lastPage).toBeGreaterThan(2);
    await open("/products");
    expect(await screen.findByText(onPage(1, PAGE_SIZE))).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getAllByRole("article")).toHaveLength(PAGE_SIZE);
    expect(within(pager()).getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("moves through the pages by their links, and Back returns", async () => {
    const { user, browser } = await open("/products");
    await screen.findByText(onPage(1, PAGE_SIZE));
    const firstPage = shownNames();

    await user.click(within(pager()).getByRole("link", { name: "Next" }));
    expect(await screen.findByText(onPage(PAGE_SIZE + 1, 2 * PAGE_SIZE))).toBeInTheDocument();
    await browser.reaches("/products?page=2");
    expect(shownNames()[0]).not.toBe(firstPage[0]);

    await user.click(within(pager()).getByRole("link", { name: `Page ${lastPage}` }));
    expect(
      await screen.findByText(onPage((lastPage - 1) * PAGE_SIZE + 1, total)),
    ).toBeInTheDocument();
    await browser.reaches(`/products?page=${lastPage}`);
    expect(within(pager()).queryByRole("link", { name: "Next" })).toBeNull();

    await browser.back();
    await browser.reaches("/products?page=2");
    await browser.back();
    await browser.reaches("/products");
    await waitFor(() => expect(shownNames()).toEqual(firstPage));
  });

  it("works by keyboard alone", async () => {
    const { user, browser } = await open("/products");
    await screen.findByText(onPage(1, PAGE_SIZE));
    within(pager()).getByRole("link", { name: "Page 2" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(
        within(pager()).getByRole("link", { name: "Page 2" }).getAttribute("aria-current"),
      ).toBe("page"),
    );
    await browser.reaches("/products?page=2");
  });

  it("falls back on its own from a bad page number, and keeps the sort", async () => {
    const { browser } = await open("/products");
    await screen.findByText(onPage(1, PAGE_SIZE));
    for (const bad of ["abc", "0", "-2", "1.5", "%F0%9F%8E%81"]) {
      await browser.go(`/products?sort=name&page=${bad}`);
      await waitFor(() => {
        expect(screen.getByText(onPage(1, PAGE_SIZE)), bad).toBeInTheDocument();
        expect(sortBox().value, bad).toBe("name");
        expect(shownNames()[0], bad).toBe(
          sortProducts(pagedCatalog("en").products, "name")[0]?.name,
        );
      });
    }
    await browser.go("/products?page=999");
    expect(
      await screen.findByText(onPage((lastPage - 1) * PAGE_SIZE + 1, total)),
    ).toBeInTheDocument();
  });

  it("starts again from the first page when the sort changes", async () => {
    const { user, browser } = await open("/products?page=2");
    expect(await screen.findByText(onPage(PAGE_SIZE + 1, 2 * PAGE_SIZE))).toBeInTheDocument();
    await user.selectOptions(sortBox(), "Name A-Z");
    expect(await screen.findByText(onPage(1, PAGE_SIZE))).toBeInTheDocument();
    await browser.reaches("/products?sort=name");
  });

  it("pages in Bengali digits in the Bangla edition", async () => {
    await open("/products?page=2", "bn");
    expect(await screen.findByText(/\(এই পাতায় ২৫–৪৮\)/)).toBeInTheDocument();
    expect(
      within(pager(bn)).getByRole("link", { name: "পাতা ২" }).getAttribute("aria-current"),
    ).toBe("page");
  });
});

/** The catalog file as the build writes it, changed by `change`. */
function serveCatalog(change: (index: ReturnType<typeof catalogIndex>) => unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json(change(structuredClone(catalogIndex("en")))))),
  );
}

/** The page on a fresh visit, so it fetches the catalog index as the test serves it. */
async function openFresh(path: string) {
  const fresh = await onFreshVisit();
  return fresh.renderPage(fresh.products, { path });
}

describe("the products page, when its catalog index cannot be used", () => {
  it("says so when the index's search words cannot be read, and 'Try again' searches", async () => {
    serveCatalog((index) => ({ ...index, search: { words: "rose", keys: [1], categories: null } }));
    const { user } = await openFresh("/products?q=golap");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(en.productsPage.catalogUnavailable);

    serveCatalog((index) => index);
    await user.click(within(alert).getByRole("button", { name: en.common.tryAgain }));
    await counted(listing("q=golap").showing);
    expect(shownNames()[0]).toBe(editionCatalog("en").findProduct("8")?.name);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps its gifts and says so when the index cannot be fetched, and 'Try again' shows the choice", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const { user } = await openFresh("/products");
    await counted(listing().showing);
    const shown = shownNames();
    const byName = listing("sort=name").names;
    // Otherwise keeping the list and sorting it would look the same.
    expect(byName).not.toEqual(shown);

    await user.selectOptions(sortBox(), "Name A-Z");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("could not load the full list");
    expect(shownNames()).toEqual(shown);

    serveCatalog((index) => index);
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(shownNames()).toEqual(byName);
  });
});

describe("the products page, while it works out what its address asks", () => {
  for (const locale of ["en", "bn"] as const) {
    const t = text[locale];
    it(`says what it is looking for instead of a count it would take back (${locale})`, async () => {
      // The catalog index is on its way and stays so: the page has only its default gifts.
      vi.stubGlobal(
        "fetch",
        vi.fn(() => new Promise<Response>(() => {})),
      );
      const fresh = await onFreshVisit();
      fresh.renderPage(fresh.products, { path: "/products?q=ghori", locale });
      const heading = await screen.findByRole("heading", {
        name: t.productsPage.searchingFor("ghori").join(""),
      });
      expect(heading.id).toBe("results");
      expect(screen.queryByText(listing("", locale).showing)).toBeNull();
      const gifts = screen.getByRole("region", { name: heading.textContent ?? "" });
      expect(gifts.getAttribute("aria-busy")).toBe("true");
    });
  }

  it("says it is finding the chosen gifts for a price limit or a category", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const fresh = await onFreshVisit();
    fresh.renderPage(fresh.products, { path: "/products?max=1500" });
    await screen.findByRole("heading", { name: en.productsPage.findingChosen });
    expect(screen.queryByText(listing().showing)).toBeNull();
  });
});
