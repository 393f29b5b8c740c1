// The interface's icons as one file of symbols (app/components/icons.svg) that every page links to,
// rather than each icon's shapes inlined in every page and again in the scripts that hydrate it:
// 1 KB of Brotli less on every page, which brought the Bangla gift's page back within a new
// connection's first round trip (decision 018). The shapes are Lucide's, read from lucide-react, a
// build-time source here that sends a phone nothing. `npm run icons` writes the file anew from the
// names app/components/icons.tsx gives to `icon()` and `spriteHref()`; icons.test.tsx fails when
// the two differ.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** What lucide-react keeps of an icon: its size and its shapes, each a tag and its attributes. */
type LucideIcon = { size: number; node: [string, Record<string, unknown>][] };

const projectRoot = resolve(new URL("../..", import.meta.url).pathname);
const iconModule = join(projectRoot, "app", "components", "icons.tsx");
const spriteFile = join(projectRoot, "app", "components", "icons.svg");

/** The Lucide names the icon module draws, in its order. */
export function iconNamesOf(moduleSource: string): string[] {
  return [...moduleSource.matchAll(/\b(?:icon|spriteHref)\("([a-z0-9-]+)"\)/g)].map(
    (match) => match[1] ?? "",
  );
}

const escapeAttribute = (value: unknown) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** One `<symbol>` per name, each Lucide's shapes as lucide-react would draw them. */
export async function iconSprite(names: readonly string[]): Promise<string> {
  const symbols: string[] = [];
  for (const name of [...new Set(names)].sort()) {
    const { __iconData: data }: { __iconData: LucideIcon } = await import(`lucide-react/icons/${name}`);
    const shapes = data.node
      .map(([tag, attributes]) => {
        const written = Object.entries(attributes)
          .filter(([attribute]) => attribute !== "key")
          .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
          .join("");
        return `<${tag}${written}/>`;
      })
      .join("");
    symbols.push(`<symbol id="${name}" viewBox="0 0 ${data.size} ${data.size}">${shapes}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const names = iconNamesOf(readFileSync(iconModule, "utf8"));
  writeFileSync(spriteFile, await iconSprite(names));
  console.log(`${spriteFile}: ${names.length} icons`);
}
