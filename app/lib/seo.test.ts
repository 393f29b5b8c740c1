import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta } from "./seo";

describe("pageMeta", () => {
  it("gives each page a title, description, canonical URL and Open Graph tags", () => {
    const tags = pageMeta({ title: "Cart | Upohar", description: "Your cart", path: "/cart" });
    expect(tags).toContainEqual({ title: "Cart | Upohar" });
    expect(tags).toContainEqual({ name: "description", content: "Your cart" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: absoluteUrl("/cart"),
    });
    expect(tags).toContainEqual({ property: "og:url", content: absoluteUrl("/cart") });
    expect(tags).toContainEqual({
      property: "og:image",
      content: absoluteUrl("/images/hero.svg"),
    });
  });
});
