import { HomePage, homeMeta } from "~/components/home-page";
import { localeFromPath } from "~/config/locale";
import { editionCatalog } from "~/content/edition-catalog";
import { editionOccasionBanners } from "~/content/edition-occasions";
import { currentOccasion } from "~/lib/occasions/occasion-dates";
import { shopDeliveryRules } from "~/lib/occasions/shop-rules";
import { bundleFromMatches } from "~/i18n/route-bundle";
import type { Route } from "./+types/home";

/**
 * Runs when the site is built: only the gifts, categories and words Home shows, and the occasions'
 * names, dates and pictures, of which the device picks the one on. The one on as the site is built
 * leads the prerendered page, so that on a site rebuilt every day the hero does not change when
 * the device reads its clock.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const occasions = editionOccasionBanners(locale);
  const built = currentOccasion(occasions, Date.now(), shopDeliveryRules);
  return {
    ...editionCatalog(locale).homePage(),
    occasions,
    occasionExpected: built ? { slug: built.slug, day: built.day } : null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(bundleFromMatches(matches));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
