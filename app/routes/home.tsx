import { HomePage, homeMeta } from "~/components/home-page";
import { localeFromPath } from "~/config/locale";
import { editionCatalog } from "~/content/edition-catalog";
import { bundleFromMatches } from "~/i18n/route-bundle";
import type { Route } from "./+types/home";

/** Runs when the site is built: only the gifts, categories and words Home shows. */
export function loader({ request }: Route.LoaderArgs) {
  return editionCatalog(localeFromPath(new URL(request.url).pathname)).homePage();
}

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(bundleFromMatches(matches));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
