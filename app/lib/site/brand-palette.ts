/**
 * The shop's palette from its one brand colour (content/shop.yaml): the colour itself is the
 * buttons' (brand-700, white words on it), the other shades keep its hue and follow the lightness
 * steps of the demo's hand-picked rose, so any shop's pages look as balanced as the demo's.
 */

export type Shade = 50 | 100 | 200 | 600 | 700 | 800 | 900;
export type Palette = Record<Shade, string>;

/** WCAG 2.2 AA for normal text: white words on a button, the brand's words on the page. */
export const minimumContrast = 4.5;

/** The page's background (app.css's cream), which brand-coloured links sit on. */
const pageBackground = "#fffbf5";

export function isHexColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG's relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((part) => {
    const s = part / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

type Hsl = [number, number, number];

function hslOf(hex: string): Hsl {
  const [r, g, b] = rgbOf(hex).map((part) => part / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return [(hue * 60 + 360) % 360, saturation, lightness];
}

function hexFromHsl([hue, saturation, lightness]: Hsl): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const sectors: readonly Rgb[] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ];
  const [r, g, b] = sectors[sector] ?? [0, 0, 0];
  return hexOf([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The lightness of each shade: the darker ones a step from the brand colour's own, the tints fixed
 * near white (the demo's rose: 600 is 6 points lighter than 700, 800 4 darker, 900 11 darker).
 */
function shadeOf([hue, saturation, lightness]: Hsl, shade: Shade): string {
  const tint = (light: number) => hexFromHsl([hue, clamp(saturation + 0.15), light]);
  switch (shade) {
    case 50:
      return tint(0.97);
    case 100:
      return tint(0.945);
    case 200:
      return tint(0.9);
    case 600:
      return hexFromHsl([hue, saturation, clamp(lightness + 0.06)]);
    case 700:
      return hexFromHsl([hue, saturation, lightness]);
    case 800:
      return hexFromHsl([hue, saturation, clamp(lightness - 0.04)]);
    case 900:
      return hexFromHsl([hue, saturation, clamp(lightness - 0.11)]);
  }
}

const shades: readonly Shade[] = [50, 100, 200, 600, 700, 800, 900];

/** Every shade of the brand colour; 700 is the colour as the owner wrote it. */
export function brandPalette(brand: string): Palette {
  const hsl = hslOf(brand);
  const palette = Object.fromEntries(shades.map((shade) => [shade, shadeOf(hsl, shade)]));
  return { ...palette, 700: brand.toLowerCase() } as Palette;
}

/** The lower of the two contrasts a brand colour must keep: white on it, it on the page. */
export function brandContrast(brand: string): number {
  return Math.min(contrast("#ffffff", brand), contrast(brand, pageBackground));
}

/**
 * The same hue made darker, step by step, until white words on it can be read: what the settings
 * suggest for a colour that is too light.
 */
export function darkerReadable(brand: string): string {
  const [hue, saturation, lightness] = hslOf(brand);
  for (let light = lightness; light > 0; light -= 0.01) {
    const candidate = hexFromHsl([hue, saturation, light]);
    if (brandContrast(candidate) >= minimumContrast) return candidate;
  }
  return "#000000";
}
