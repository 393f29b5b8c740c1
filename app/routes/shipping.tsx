import { InfoPage } from "~/components/info-page";
import { paths } from "~/config/paths";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages } from "~/hooks/use-messages";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/shipping";

/** Shipping Info: delivery times, costs, tracking and wrapping, from the shop's policies. */
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

export default function Shipping() {
  const t = useMessages();
  return (
    <InfoPage
      title={t.pages.shipping}
      intro={t.help.shipping.intro}
      sections={t.help.shipping.sections}
    />
  );
}
