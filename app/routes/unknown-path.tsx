import { HomePage, homeMeta } from "~/components/home-page";
import { catalogFilePaths } from "~/config/paths";
import { localeFromPath } from "~/config/locale";
import type { HomeData } from "~/content/home-data";
import { bundleFromMatches } from "~/i18n/route-bundle";
import type { Route } from "./+types/unknown-path";

/**
 * Any path the shop has no page for shows Home, as the spec asks. Such a path was never
 * prerendered, so Home's gifts come from a small file the build writes, fetched only here.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const response = await fetch(catalogFilePaths(locale).home);
  if (!response.ok) throw new Response(response.statusText, { status: response.status });
  return (await response.json()) as HomeData;
}

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(bundleFromMatches(matches));
}

export default function UnknownPath({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
