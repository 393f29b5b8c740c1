import { InfoPage } from "~/components/info-page";
import { paths } from "~/config/paths";
import { localeFromPath } from "~/config/locale";
import { readWrappingPhotoFile } from "~/content/shop-settings.server";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages } from "~/hooks/use-messages";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/shipping";

/** Runs when the site is built: the page carries the shop's wrapping photo, if it has one. */
export function loader({ request }: Route.LoaderArgs) {
  return { wrappingPhoto: readWrappingPhotoFile(localeFromPath(new URL(request.url).pathname)) };
}

/**
 * Shipping Info: delivery times, costs, tracking and wrapping, from the shop's policies, with the
 * shop's photo of a gift as it arrives wrapped under the wrapping promise when it has one.
 */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.shipping),
    description: t.help.shipping.description,
    path: paths.shipping,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Shipping({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const text = t.help.shipping;
  const photo = loaderData.wrappingPhoto;
  const wrapping = photo ? { ...text.wrapping, picture: photo } : text.wrapping;
  return (
    <InfoPage
      title={t.pages.shipping}
      intro={text.intro}
      sections={[...text.sections, wrapping, ...text.laterSections]}
    />
  );
}
