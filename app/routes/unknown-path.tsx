import { HomePage, homeMeta } from "~/components/home-page";
import { localeFromPath } from "~/i18n/locale";
import { bundleFromMatches } from "~/i18n/route-bundle";
import type { Route } from "./+types/unknown-path";

/**
 * Any path the shop has no page for shows Home, as the spec asks. Such a path was never
 * prerendered, so Home's gifts come from a small module made at build, loaded only here.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { homeData } = await import("virtual:home-data");
  return homeData[localeFromPath(new URL(request.url).pathname)];
}

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(bundleFromMatches(matches));
}

export default function UnknownPath({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
