import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, hasRasterVersions, rasterPath, responsiveImage } from "./images";

describe("responsive images", () => {
  it("names the WebP the build writes for each width", () => {
    expect(rasterPath("/images/products/photo-frame.svg", 320)).toBe(
      "/img/products/photo-frame-320.webp",
    );
    expect(rasterPath("/images/hero.JPG", 960)).toBe("/img/hero-960.webp");
  });

  it("offers every width in srcset, with the slot's sizes", () => {
    const image = responsiveImage("/images/categories/birthday.svg", "card");
    expect(image.src).toBe("/img/categories/birthday-640.webp");
    expect(image.srcSet?.split(", ")).toHaveLength(IMAGE_WIDTHS.length);
    expect(image.srcSet).toContain("/img/categories/birthday-160.webp 160w");
    expect(image.sizes).toMatch(/px/);
  });

  it("leaves pictures from elsewhere as they are", () => {
    expect(hasRasterVersions("https://example.com/a.svg")).toBe(false);
    expect(hasRasterVersions("/icon.svg")).toBe(false);
    expect(responsiveImage("/icon.svg", "thumb")).toEqual({ src: "/icon.svg" });
  });
});
