import { InfoPage } from "~/components/info-page";
import { paths } from "~/config/paths";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages } from "~/hooks/use-messages";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/privacy";

/** Privacy Policy: what this site keeps (nothing) and where the cart and wishlist live (the device). */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.privacy),
    description: t.help.privacy.description,
    path: paths.privacy,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Privacy() {
  const t = useMessages();
  return (
    <InfoPage
      title={t.pages.privacy}
      intro={t.help.privacy.intro}
      sections={t.help.privacy.sections}
    />
  );
}
