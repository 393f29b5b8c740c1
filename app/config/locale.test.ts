import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, switchLocaleHref, unlocalizePath } from "./locale";

describe("locale paths", () => {
  it("tells the edition from the path", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/products")).toBe("en");
    expect(localeFromPath("/bn")).toBe("bn");
    expect(localeFromPath("/bn/product/3")).toBe("bn");
    expect(localeFromPath("/bnx")).toBe("en");
  });

  it("adds and removes the /bn prefix", () => {
    expect(localizePath("/", "bn")).toBe("/bn");
    expect(localizePath("/products", "bn")).toBe("/bn/products");
    expect(localizePath("/products", "en")).toBe("/products");
    expect(unlocalizePath("/bn")).toBe("/");
    expect(unlocalizePath("/bn/cart")).toBe("/cart");
    expect(unlocalizePath("/cart")).toBe("/cart");
  });

  it("switches language on the same page with the same filters", () => {
    expect(switchLocaleHref("/products", "?category=birthday-gifts&max=5000", "bn")).toBe(
      "/bn/products?category=birthday-gifts&max=5000",
    );
    expect(switchLocaleHref("/bn/product/3", "", "en")).toBe("/product/3");
    expect(switchLocaleHref("/bn", "", "en")).toBe("/");
  });
});
