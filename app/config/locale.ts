/** The shop's two editions: English at the root, Bangla under /bn. */
export const locales = ["en", "bn"] as const;
export type Locale = (typeof locales)[number];

const bnPrefix = "/bn";

export function localeFromPath(pathname: string): Locale {
  return pathname === bnPrefix || pathname.startsWith(`${bnPrefix}/`) ? "bn" : "en";
}

/** The same page without its language prefix: "/bn/products" → "/products". */
export function unlocalizePath(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  return pathname.slice(bnPrefix.length) || "/";
}

/** A site path in the given edition: "/products?q=x" → "/bn/products?q=x". */
export function localizePath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? bnPrefix : `${bnPrefix}${path.startsWith("/?") ? path.slice(1) : path}`;
}

/** Where the language switch leads: the same page, filters and all, in the other edition. */
export function switchLocaleHref(pathname: string, search: string, target: Locale): string {
  return `${localizePath(unlocalizePath(pathname), target)}${search}`;
}
