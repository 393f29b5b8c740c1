import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categories } from "../data/categories";
import { products } from "../data/products";
import {
  applyProductQuery,
  defaultQuery,
  matchesSearch,
  parseProductQuery,
  PRICE_MAX,
  serializeProductQuery,
  sortKeys,
  sortProducts,
  type ProductQuery,
} from "./catalog-query";

const parse = (query: string) => parseProductQuery(new URLSearchParams(query), categories);
const ids = (list: readonly { id: number }[]) => list.map((product) => product.id);

describe("parseProductQuery", () => {
  it("reads every value from the URL", () => {
    expect(parse("category=birthday-gifts&max=5000&sort=price-asc&q=mug")).toEqual({
      category: "birthday-gifts",
      maxPrice: 5000,
      sort: "price-asc",
      search: "mug",
    });
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
    ["q=%20%20frame%20", { search: "frame" }],
    ["sort=name&sort=rating", { sort: "name" }],
  ])("falls back value by value for %s", (query, expected) => {
    expect(parse(query)).toEqual({ ...defaultQuery, ...expected });
  });

  it("gives a valid query for any query string", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom("category", "max", "sort", "q"), fc.string()),
            fc.string({ unit: "grapheme" }),
          ),
        ),
        (pairs) => {
          const query = parseProductQuery(new URLSearchParams(pairs), categories);
          expect(["all", ...categories.map((category) => category.slug)]).toContain(query.category);
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
    const queries = fc.record<ProductQuery>({
      category: fc.constantFrom("all", ...categories.map((category) => category.slug)),
      maxPrice: fc.integer({ min: 0, max: PRICE_MAX }),
      sort: fc.constantFrom(...sortKeys),
      search: fc.string({ maxLength: 100 }).map((text) => text.trim()),
    });
    fc.assert(
      fc.property(queries, (query) => {
        const url = `?${serializeProductQuery(query).toString()}`;
        expect(parseProductQuery(new URLSearchParams(url), categories)).toEqual(query);
      }),
    );
  });
});

describe("matchesSearch", () => {
  const frame = products[0];

  it("matches name, description and category, ignoring case", () => {
    expect(matchesSearch(frame, "FRAME")).toBe(true);
    expect(matchesSearch(frame, "mango-wood")).toBe(true);
    expect(matchesSearch(frame, "personalized gifts")).toBe(true);
    expect(matchesSearch(frame, "")).toBe(true);
  });

  it("needs every word to match", () => {
    expect(matchesSearch(frame, "photo frame")).toBe(true);
    expect(matchesSearch(frame, "photo chocolate")).toBe(false);
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
    expect(ids(byRating).slice(0, 3)).toEqual([5, 1, 8]);
    expect(ids(byRating).indexOf(3)).toBeLessThan(ids(byRating).indexOf(7));
    const names = sortProducts(products, "name").map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("applyProductQuery", () => {
  it("combines category, price and search", () => {
    const query = { ...defaultQuery, category: "birthday-gifts", maxPrice: 3000 };
    expect(ids(applyProductQuery(products, query, categories))).toEqual([2, 9]);
    expect(ids(applyProductQuery(products, { ...query, search: "bottle" }, categories))).toEqual([
      9,
    ]);
  });

  it("returns everything for the default query and nothing when nothing fits", () => {
    expect(applyProductQuery(products, defaultQuery, categories)).toHaveLength(9);
    expect(applyProductQuery(products, { ...defaultQuery, maxPrice: 100 }, categories)).toEqual([]);
  });
});
