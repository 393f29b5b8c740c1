import { InfoPage } from "~/components/info-page";
import { paths } from "~/config/paths";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages } from "~/hooks/use-messages";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/returns";

/** Returns & Exchanges: the 7-day return rule and how to start a return. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.returns),
    description: t.help.returns.description,
    path: paths.returns,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Returns() {
  const t = useMessages();
  return (
    <InfoPage
      title={t.pages.returns}
      intro={t.help.returns.intro}
      sections={t.help.returns.sections}
    />
  );
}
