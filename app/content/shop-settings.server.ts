import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "../config/locale";
import type { BothLanguages, ShopSettings, WrappingPhoto } from "../data/shop-settings";
import { readShopSettings, readShopStory, readWrappingPhoto, shopFile } from "./shop-settings";

/**
 * content/shop.yaml read from the disk, with the pictures beside it, for the build's configs
 * (vite.config.ts, vitest.config.ts write it into the site as `__SHOP_SETTINGS__`), the build's
 * scripts and the browser tests. A mistake throws the checker's sentences and stops the build.
 */
export function readShopSettingsFile(projectRoot = process.cwd()): ShopSettings {
  return readShopSettings(...shopFileAt(projectRoot));
}

/** The About page's story, read when the site is built, for that page alone. */
export function readShopStoryFile(projectRoot = process.cwd()): BothLanguages[] {
  return readShopStory(...shopFileAt(projectRoot));
}

/** The shop's wrapping photo in one language, read when the site is built, or null for none. */
export function readWrappingPhotoFile(
  locale: Locale,
  projectRoot = process.cwd(),
): WrappingPhoto | null {
  const photo = readWrappingPhoto(...shopFileAt(projectRoot));
  return photo ? { src: photo.src, alt: photo.alt[locale] } : null;
}

/** content/shop.yaml's text and the other files beside it (its logo, its wrapping photo). */
function shopFileAt(projectRoot: string): [string, string[]] {
  const contentRoot = join(projectRoot, "content");
  const beside = readdirSync(contentRoot, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== shopFile)
    .map((entry) => entry.name);
  return [readFileSync(join(contentRoot, shopFile), "utf8"), beside];
}

/** For the build's plain Node scripts, which reach the palette through this module alone. */
export { brandPalette } from "../lib/site/brand-palette";
