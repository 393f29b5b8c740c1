import { localizePath, locales, type Locale } from "./locale";
import { staticPages, type StaticPage } from "./pages";

/** Every internal URL in one table, per edition, so a renamed route is changed in one place. */
export function pathsFor(locale: Locale) {
  const at = (path: string) => localizePath(path, locale);
  const fixed = Object.fromEntries(staticPages.map((page) => [page.key, at(page.path)])) as Record<
    StaticPage["key"],
    string
  >;
  return {
    ...fixed,
    product: (id: number) => at(`/product/${id}`),
    /** A gift's page opened from a gift day's, which it then links back to. */
    productFrom: (id: number, occasion: string) =>
      at(`/product/${id}?${fromOccasionParam}=${encodeURIComponent(occasion)}`),
    /** A gift's page at its text to write, focused: where a card's 'Personalize' leads. */
    personalise: (id: number) => at(`/product/${id}#${personaliseAnchor}`),
    category: (slug: string) => at(`/category/${slug}`),
    occasion: (slug: string) => at(`/occasion/${slug}`),
    search: (term: string) => at(`/products?q=${encodeURIComponent(term)}`),
    /** The order form for the gift ordered on its own ('Order this gift'), not the cart. */
    singleOrder: `${at("/order")}?${singleOrderParam}`,
  };
}

/** The fragment of a gift's page that names its fields of text to write (gift-choices-form.tsx). */
export const personaliseAnchor = "personalise";
/** A gift's page's query parameter naming the gift day (its slug) the shopper came from. */
export const fromOccasionParam = "from";

/** The order page's query parameter that makes it order the single gift instead of the cart. */
export const singleOrderParam = "gift";

/**
 * The order page's query parameter naming the gift day the order is for, by its slug
 * (`/order?occasion=valentines-day`): the form starts on that day. One it does not know, or with no
 * day ahead, leaves the form's usual start.
 */
export const occasionOrderParam = "occasion";

export type Paths = ReturnType<typeof pathsFor>;

/**
 * The English edition's paths: canonical URLs, the prerender list and the sitemap start here.
 * Marked pure so the service worker, which reads only the catalog's addresses below, leaves it out.
 */
export const paths = /* @__PURE__ */ pathsFor("en");

/** Where the build writes the catalog files: every one of them is in catalogFilePaths. */
export const catalogFolder = "/catalog/";

/**
 * The catalog files the build writes for an edition (routes/catalog-file.ts): `index`, every
 * product's card and the words search looks through (it prices the cart and the order form,
 * decision 004); `home`, what Home shows on a path that was never prerendered.
 */
export function catalogFilePaths(locale: Locale) {
  return { index: `/catalog/${locale}.json`, home: `/catalog/home-${locale}.json` };
}

/** Which edition's catalog file an address is, or undefined when it is none of them. */
export function catalogFileAt(
  pathname: string,
): { locale: Locale; file: keyof ReturnType<typeof catalogFilePaths> } | undefined {
  for (const locale of locales) {
    const files = catalogFilePaths(locale);
    if (pathname === files.index) return { locale, file: "index" };
    if (pathname === files.home) return { locale, file: "home" };
  }
  return undefined;
}
