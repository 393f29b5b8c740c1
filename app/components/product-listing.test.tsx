import { afterEach, describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH } from "~/lib/catalog/catalog-query";
import { noteAddress } from "./product-listing";

/*
 * The script a prerendered listing runs before the app starts: it shows "Searching for …" from
 * the address alone, so a shared link's term must not make the shop's page say what its sender
 * likes (the security review of 1 December, finding 8).
 */
const askedSearch = (search: string) => {
  document.documentElement.removeAttribute("style");
  window.history.replaceState(null, "", `/products${search}`);
  noteAddress(SEARCH_MAX_LENGTH);
  return document.documentElement.style.getPropertyValue("--asked-search");
};

afterEach(() => {
  document.documentElement.removeAttribute("style");
  delete document.documentElement.dataset.asks;
});

describe("the listing's early note of the address", () => {
  it("echoes a search term as one CSS string, quotes and backslashes escaped", () => {
    const term = `frame"; } body { display: none } \\`;
    expect(askedSearch(`?q=${encodeURIComponent(term)}`)).toBe(JSON.stringify(term));
    expect(document.documentElement.dataset.asks).toBe("q");
  });

  it("leaves out control characters and those that reorder text", () => {
    const hostile = "send\n bKash\u2028 to \u202e71010\u2066 now\u0007";
    expect(askedSearch(`?q=${encodeURIComponent(hostile)}`)).toBe(
      JSON.stringify("send bKash to 71010 now"),
    );
  });

  it("neither echoes nor waits for a term longer than the shop would search for", () => {
    expect(askedSearch(`?q=${"a".repeat(SEARCH_MAX_LENGTH)}&sort=price-asc`)).not.toBe("");
    expect(document.documentElement.dataset.asks).toBe("q sort");
    expect(
      askedSearch(`?q=Shop%20closed%3A%20send%20bKash%20${"5".repeat(5000)}&sort=price-asc`),
    ).toBe("");
    expect(document.documentElement.dataset.asks).toBe("sort");
  });
});
