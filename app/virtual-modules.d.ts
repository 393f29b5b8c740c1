declare module "virtual:catalog-index" {
  import type { Locale } from "~/i18n/locale";
  /** Each edition's catalog index, a static JSON file named by its content hash. */
  export const catalogIndexUrls: Record<Locale, string>;
}

declare module "virtual:home-data" {
  import type { Locale } from "~/i18n/locale";
  import type { HomePageData } from "~/lib/catalog";
  /** What Home shows in each edition, for paths that were never prerendered. */
  export const homeData: Record<Locale, HomePageData>;
}
