import { describe, expect, it } from "vitest";
import {
  IMAGE_WIDTHS,
  feedImagePath,
  hasRasterVersions,
  rasterPath,
  responsiveImage,
  shareImagePath,
} from "./images";

describe("responsive images", () => {
  it("names the WebP the build writes for each width, for content photos and the site's art", () => {
    expect(rasterPath("/content/products/photo-frame/photo.jpg", 320)).toBe(
      "/img/products/photo-frame/photo-320.webp",
    );
    expect(rasterPath("/images/hero.JPG", 960)).toBe("/img/hero-960.webp");
  });

  it("names the share preview of a picture", () => {
    expect(shareImagePath("/content/products/pen-set/photo.svg")).toBe(
      "/img/share/products/pen-set/photo.jpg",
    );
  });

  it("names the square JPEG of a gift's photo for the catalog feeds", () => {
    expect(feedImagePath("/content/products/pen-set/2-engraving.png")).toBe(
      "/img/feed/products/pen-set/2-engraving.jpg",
    );
  });

  it("offers every width in srcset, with the slot's sizes", () => {
    const image = responsiveImage("/content/categories/birthday-gifts/photo.svg", "card");
    expect(image.src).toBe("/img/categories/birthday-gifts/photo-640.webp");
    expect(image.srcSet?.split(", ")).toHaveLength(IMAGE_WIDTHS.length);
    expect(image.srcSet).toContain("/img/categories/birthday-gifts/photo-160.webp 160w");
    expect(image.sizes).toMatch(/px/);
  });

  it("leaves pictures from elsewhere as they are", () => {
    expect(hasRasterVersions("https://example.com/a.svg")).toBe(false);
    expect(hasRasterVersions("/icon.svg")).toBe(false);
    expect(responsiveImage("/icon.svg", "thumb")).toEqual({ src: "/icon.svg" });
    expect(() => shareImagePath("/icon.svg")).toThrow(/not a picture/);
  });
});
