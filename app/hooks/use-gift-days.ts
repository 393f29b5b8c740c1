import { useRouteLoaderData } from "react-router";
import type { OccasionName } from "~/data/types";
import type { SiteData } from "~/lib/catalog/catalog";
import { useLocale } from "./use-messages";

/**
 * The edition's gift days for the phone menu, from the root route's loader (root.tsx), which
 * every page carries; none when the root's data is missing (its own error page).
 */
export function useGiftDays(): readonly OccasionName[] {
  const locale = useLocale();
  return useRouteLoaderData<SiteData>("root")?.giftDays[locale] ?? [];
}
