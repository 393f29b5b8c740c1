import { catalogContent } from "../../content/content.server";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyProductQuery,
  defaultQuery,
  PAGE_SIZE,
  pagerItems,
  paginate,
  parseProductQuery,
  PRICE_MAX,
  serializeProductQuery,
  sortChoices,
  sortKeys,
  sortProducts,
  type ProductQuery,
} from "./catalog-query";
import { catalogIndex } from "../../content/catalog-index";
import type { IndexedProduct } from "../../data/types";
import { scoreSearch } from "../search/search-index";

const { categories } = catalogContent.catalog;

const index = catalogIndex("en");
/** The spec's nine demo gifts: a product the owner adds later does not change these tests. */
const products = index.products.filter((product) => product.id <= 9);

/** As a listing applies a query, with the search's scores worked out from the catalog index. */
function apply(list: readonly IndexedProduct[], query: ProductQuery) {
  const scores = query.search ? scoreSearch(index.search, list, query.search) : undefined;
  return applyProductQuery(list, query, scores);
}
const slugs = categories.map((category) => category.slug);
const parse = (query: string) => parseProductQuery(new URLSearchParams(query), slugs);
const ids = (list: readonly { id: number }[]) => list.map((product) => product.id);

describe("parseProductQuery", () => {
  it("reads every value from the URL", () => {
    expect(parse("category=birthday-gifts&max=5000&sort=price-asc&q=mug")).toEqual({
      category: "birthday-gifts",
      maxPrice: 5000,
      sort: "price-asc",
      search: "mug",
      page: 1,
    });
    expect(parse("page=3").page).toBe(3);
  });

  it("uses the defaults for an empty URL", () => {
    expect(parse("")).toEqual(defaultQuery);
  });

  it.each([
    ["max=abc", { maxPrice: PRICE_MAX }],
    ["max=-5", { maxPrice: PRICE_MAX }],
    ["max=1e3", { maxPrice: PRICE_MAX }],
    ["max=99999", { maxPrice: PRICE_MAX }],
    ["max=0", { maxPrice: 0 }],
    ["sort=bogus", { sort: "featured" }],
    ["category=nope", { category: "all" }],
    ["category=Birthday%20Gifts", { category: "all" }],
    [`q=${"a".repeat(5000)}`, { search: "" }],
    ["q=%20%20frame%20", { search: "frame", sort: "relevance" }],
    ["sort=relevance", { sort: "featured" }],
    ["q=frame&sort=relevance", { search: "frame", sort: "relevance" }],
    ["sort=name&sort=rating", { sort: "name" }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=1e3", { page: 1 }],
    ["page=999999999", { page: 1 }],
  ])("falls back value by value for %s", (query, expected) => {
    expect(parse(query)).toEqual({ ...defaultQuery, ...expected });
  });

  it("gives a valid query for any query string", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom("category", "max", "sort", "q", "page"), fc.string()),
            fc.string({ unit: "grapheme" }),
          ),
        ),
        (pairs) => {
          const query = parseProductQuery(new URLSearchParams(pairs), slugs);
          expect(["all", ...slugs]).toContain(query.category);
          expect(Number.isInteger(query.page) && query.page >= 1).toBe(true);
          expect(Number.isInteger(query.maxPrice)).toBe(true);
          expect(query.maxPrice).toBeGreaterThanOrEqual(0);
          expect(query.maxPrice).toBeLessThanOrEqual(PRICE_MAX);
          expect(sortKeys).toContain(query.sort);
          expect(query.search.length).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe("serializeProductQuery", () => {
  it("leaves defaults out", () => {
    expect(serializeProductQuery(defaultQuery).toString()).toBe("");
  });

  it("round-trips any valid query", () => {
    const queries = fc
      .record({
        category: fc.constantFrom("all", ...slugs),
        maxPrice: fc.integer({ min: 0, max: PRICE_MAX }),
        sortAt: fc.nat(),
        search: fc.string({ maxLength: 100 }).map((text) => text.trim()),
        page: fc.integer({ min: 1, max: 99_999 }),
      })
      .map(({ sortAt, ...query }): ProductQuery => {
        const choices = sortChoices(query.search);
        return { ...query, sort: choices[sortAt % choices.length] ?? "featured" };
      });
    fc.assert(
      fc.property(queries, (query) => {
        const url = `?${serializeProductQuery(query).toString()}`;
        expect(parseProductQuery(new URLSearchParams(url), slugs)).toEqual(query);
      }),
    );
  });
});

describe("search in a listing", () => {
  const search = (term: string, sort: ProductQuery["sort"] = "relevance") =>
    ids(apply(products, { ...defaultQuery, search: term, sort }));

  it("matches name, description and category, ignoring case", () => {
    expect(search("FRAME")).toContain(1);
    expect(search("mango-wood")).toContain(1);
    expect(search("personalized gifts")).toContain(1);
    expect(search("")).toHaveLength(products.length);
  });

  it("needs every word to match", () => {
    expect(search("photo frame")).toContain(1);
    expect(search("photo chocolate")).toEqual([]);
  });

  it("lists the best match first, and any other sort still applies", () => {
    expect(search("bottle")[0]).toBe(6);
    const byPrice = apply(products, {
      ...defaultQuery,
      search: "bottle",
      sort: "price-asc",
    });
    expect(byPrice.map((product) => product.price)).toEqual(
      byPrice.map((product) => product.price).sort((a, b) => a - b),
    );
    expect(new Set(ids(byPrice))).toEqual(new Set(search("bottle")));
  });

  it("offers 'Best match' only while searching, and makes it the default then", () => {
    expect(sortChoices("")).not.toContain("relevance");
    expect(sortChoices("rose")[0]).toBe("relevance");
    expect(parse("q=rose").sort).toBe("relevance");
    expect(
      serializeProductQuery({ ...defaultQuery, search: "rose", sort: "relevance" }).toString(),
    ).toBe("q=rose");
    expect(
      serializeProductQuery({ ...defaultQuery, search: "rose", sort: "featured" }).toString(),
    ).toBe("q=rose&sort=featured");
    expect(serializeProductQuery({ ...defaultQuery, sort: "relevance" }).toString()).toBe("");
  });
});

describe("sortProducts", () => {
  it("sorts by price both ways, keeping catalog order for ties", () => {
    const sorted = sortProducts(products, "price-asc");
    expect(sorted.map((product) => product.price)).toEqual(
      [...products.map((product) => product.price)].sort((a, b) => a - b),
    );
    expect(ids(sortProducts(products, "price-desc"))[0]).toBe(5);
  });

  it("puts featured first and otherwise keeps catalog order", () => {
    expect(ids(sortProducts(products, "featured"))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("sorts by rating with stable ties, and by name A-Z", () => {
    const byRating = sortProducts(products, "rating");
    expect(ids(byRating).slice(0, 3)).toEqual([4, 1, 3]);
    expect(ids(byRating).indexOf(2)).toBeLessThan(ids(byRating).indexOf(8));
    // Gifts without reviews come last, in the catalog's order.
    expect(ids(byRating).slice(-3)).toEqual([5, 6, 9]);
    const names = sortProducts(products, "name").map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("applyProductQuery", () => {
  it("combines category, price and search", () => {
    const query = { ...defaultQuery, category: "birthday-gifts", maxPrice: 3000 };
    // The birthday gifts (2, 5, 9) and the personalised ones also in Birthday (1, 4, 7), but 5 (৳3,200).
    expect(ids(apply(products, query))).toEqual([1, 2, 4, 7, 9]);
    expect(ids(apply(products, { ...query, search: "bottle" }))).toEqual([9]);
  });

  it("lists a gift under every category it names, its own first or not", () => {
    const frame = products.find((product) => product.id === 1);
    if (!frame) throw new Error("The demo catalog has no frame");
    for (const category of ["personalized-gifts", ...(frame.alsoIn ?? [])]) {
      expect(ids(apply(products, { ...defaultQuery, category }))).toContain(1);
    }
    expect(ids(apply(products, { ...defaultQuery, category: "corporate-gifts" }))).not.toContain(1);
  });

  it("returns everything for the default query and nothing when nothing fits", () => {
    expect(apply(products, defaultQuery)).toHaveLength(9);
    expect(apply(products, { ...defaultQuery, maxPrice: 100 })).toEqual([]);
  });

  it("lists a gift above the slider's top until the shopper sets a limit", () => {
    const [first] = products;
    if (!first) throw new Error("The demo catalog has no products");
    const hamper = { ...first, id: 10, price: 15000, category: "corporate-gifts" };
    const withHamper = [...products, hamper];
    expect(ids(apply(withHamper, defaultQuery))).toContain(10);
    const inCategory = { ...defaultQuery, category: "corporate-gifts" };
    expect(ids(apply(withHamper, inCategory))).toContain(10);
    const searched = { ...defaultQuery, search: hamper.name.split(" ")[0] ?? "" };
    expect(ids(apply(withHamper, searched))).toContain(10);
    const belowTop = { ...defaultQuery, maxPrice: PRICE_MAX - 100 };
    expect(ids(apply(withHamper, belowTop))).not.toContain(10);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 50 }, (_, index) => index + 1);

  it("shows 24 at a time and says which ones", () => {
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 24 });
    expect(paginate(items, 3)).toMatchObject({ items: [49, 50], first: 49, last: 50, total: 50 });
  });

  it("falls back to the nearest real page", () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate([], 4)).toMatchObject({ items: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });

  it("shows every item exactly once across its pages, whatever the size", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 30 }), (n, size) => {
        const all = Array.from({ length: n }, (_, index) => index);
        const { pageCount } = paginate(all, 1, size);
        const seen = Array.from(
          { length: pageCount },
          (_, index) => paginate(all, index + 1, size).items,
        ).flat();
        expect(seen).toEqual(all);
        expect(PAGE_SIZE).toBe(24);
      }),
    );
  });
});

describe("pagerItems", () => {
  it("keeps the first, last and neighbours, with gaps between", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pagerItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });
});
