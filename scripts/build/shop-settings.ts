// The shop's settings (content/shop.yaml) for what runs outside the app's bundle: the Vite and
// Vitest configs, the icons and the manifests, postbuild. The checker is
// app/content/shop-settings.ts; rolldown (Vite's own bundler) makes it one module here, so the
// scripts read the file exactly as the app does, with the same sentences on a mistake.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "rolldown";
import type { Plugin } from "vite";
import type * as ShopSettingsReader from "../../app/content/shop-settings.server.ts";
import type { ShopSettings } from "../../app/data/shop-settings.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
const reader = join(projectRoot, "app/content/shop-settings.server.ts");
// Inside the project, so that the packages it imports resolve from its node_modules.
const bundled = join(projectRoot, "node_modules/.cache/shop-settings");

let loaded: Promise<typeof ShopSettingsReader> | undefined;

function loadReader() {
  loaded ??= build({
    input: reader,
    write: false,
    platform: "node",
    external: [/^node:/, "valibot", "yaml"],
    output: { format: "esm" },
  }).then(({ output }) => {
    // A file of its own for each process: two builds at once (the paged test site) never share one.
    const file = join(bundled, `reader-${process.pid}.mjs`);
    mkdirSync(bundled, { recursive: true });
    writeFileSync(file, output[0].code);
    return import(pathToFileURL(file).href);
  });
  return loaded;
}

/**
 * The settings as the pages read them.
 * @param root the folder holding content/
 */
export async function readShopSettings(root: string = process.cwd()): Promise<ShopSettings> {
  const { readShopSettingsFile } = await loadReader();
  try {
    return readShopSettingsFile(root);
  } catch (error) {
    // The checker's sentences alone: the stack of a bundled module says nothing to the owner.
    if (error instanceof Error && error.name === "ContentError") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The settings as a compile-time constant, `__SHOP_SETTINGS__` (app/data/shop.ts): Vite's and
 * Vitest's `define`.
 */
export async function shopSettingsDefine(root?: string) {
  return { __SHOP_SETTINGS__: JSON.stringify(await readShopSettings(root)) };
}

/**
 * The stylesheet's brand colours drawn from the settings' one colour (app/lib/site/brand-palette.ts):
 * Vite's plugin rewriting app.css's `--color-brand-*` lines before Tailwind reads them.
 */
export async function brandPaletteCss(brandColour: string): Promise<Plugin> {
  const { brandPalette } = await loadReader();
  const palette = brandPalette(brandColour);
  const line = /(--color-brand-(\d+):\s*)#[0-9a-f]{6};/gi;
  return {
    name: "shop-brand-palette",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith("/app/styles/app.css")) return null;
      const shades = [...code.matchAll(line)].map((match) => match[2]);
      const missing = Object.keys(palette).filter((shade) => !shades.includes(shade));
      if (missing.length > 0) {
        throw new Error(`app.css has no --color-brand-${missing.join(", ")} for the shop's palette`);
      }
      return code.replace(
        line,
        (_, start, shade) => `${start}${palette[(Number(shade) as keyof typeof palette)]};`,
      );
    },
  };
}
