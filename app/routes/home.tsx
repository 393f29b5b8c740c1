import { HomePage, homeMeta } from "~/components/home-page";
import { localeFromPath } from "~/config/locale";
import { homeData } from "~/content/home-data";
import { bundleFromMatches } from "~/i18n/route-bundle";
import type { Route } from "./+types/home";

/** Runs when the site is built (content/home-data.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return homeData(localeFromPath(new URL(request.url).pathname), Date.now());
}

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(bundleFromMatches(matches));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
