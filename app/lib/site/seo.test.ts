import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, shopPicture } from "./seo";

describe("pageMeta", () => {
  it("gives each page a title, description, canonical URL and Open Graph tags", () => {
    const tags = pageMeta({
      title: "Cart | Upohar",
      description: "Your cart",
      path: "/cart",
      locale: "en",
      image: shopPicture("Wrapped gift boxes"),
    });
    expect(tags).toContainEqual({ title: "Cart | Upohar" });
    expect(tags).toContainEqual({ name: "description", content: "Your cart" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/cart") });
    expect(tags).toContainEqual({ property: "og:url", content: absoluteUrl("/cart") });
    const preview = absoluteUrl("/img/share/hero.jpg");
    expect(tags).toContainEqual({ property: "og:image", content: preview });
    expect(tags).toContainEqual({ name: "twitter:image", content: preview });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "Wrapped gift boxes" });
    expect(tags).toContainEqual({ name: "twitter:image:alt", content: "Wrapped gift boxes" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("makes the preview from the page's own picture", () => {
    const tags = pageMeta({
      title: "Pen set",
      description: "…",
      path: "/product/4",
      locale: "bn",
      image: { src: "/content/products/pen-set/photo.jpg", alt: "একটি কলম সেট" },
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: absoluteUrl("/img/share/products/pen-set/photo.jpg"),
    });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "একটি কলম সেট" });
  });

  it("links the two editions to each other", () => {
    const tags = pageMeta({
      title: "কার্ট",
      description: "…",
      path: "/cart",
      locale: "bn",
      image: shopPicture("উপহারের বাক্স"),
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: absoluteUrl("/bn/cart"),
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: absoluteUrl("/cart"),
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "bn",
      href: absoluteUrl("/bn/cart"),
    });
    expect(tags).toContainEqual({ property: "og:locale", content: "bn_BD" });
  });
});
