import { describe, expect, it } from "vitest";
import {
  brandContrast,
  brandPalette,
  contrast,
  darkerReadable,
  minimumContrast,
} from "./brand-palette";

describe("the brand palette", () => {
  it("keeps the owner's colour as the buttons' and draws the demo's rose close to its hand-picked shades", () => {
    const palette = brandPalette("#A3112F");
    expect(palette[700]).toBe("#a3112f");
    // The demo's own: 800 #8c1230, 900 #6b0f26, 50 #fff1f2; each within a few steps of it.
    const near = (hex: string, target: string) => contrast(hex, target) < 1.15;
    expect(near(palette[800], "#8c1230")).toBe(true);
    expect(near(palette[900], "#6b0f26")).toBe(true);
    expect(near(palette[50], "#fff1f2")).toBe(true);
  });

  it("orders the shades from light to dark whatever the hue", () => {
    for (const brand of ["#1d4ed8", "#166534", "#7c2d12", "#6b21a8"]) {
      const palette = brandPalette(brand);
      const shades = [50, 100, 200, 600, 700, 800, 900] as const;
      const lightness = shades.map((shade) => contrast(palette[shade], "#000000"));
      expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
    }
  });

  it("measures contrast as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("suggests the same hue darker for a colour white words cannot be read on", () => {
    expect(brandContrast("#f9a8d4")).toBeLessThan(minimumContrast);
    const darker = darkerReadable("#f9a8d4");
    expect(brandContrast(darker)).toBeGreaterThanOrEqual(minimumContrast);
    expect(brandContrast("#a3112f")).toBeGreaterThanOrEqual(minimumContrast);
  });
});
