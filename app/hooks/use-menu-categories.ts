import { useRouteLoaderData } from "react-router";
import type { MenuCategory, SiteData } from "~/lib/catalog/catalog";
import { useLocale } from "./use-messages";

/**
 * The edition's categories for the phone menu, from the root route's loader (root.tsx), which
 * every page carries; none when the root's data is missing (its own error page).
 */
export function useMenuCategories(): readonly MenuCategory[] {
  const locale = useLocale();
  return useRouteLoaderData<SiteData>("root")?.menuCategories[locale] ?? [];
}
