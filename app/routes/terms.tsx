import { InfoPage } from "~/components/info-page";
import { paths } from "~/config/paths";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages } from "~/hooks/use-messages";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/terms";

/** Terms of Service: how ordering, payment, delivery and returns work. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.terms),
    description: t.help.terms.description,
    path: paths.terms,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Terms() {
  const t = useMessages();
  return (
    <InfoPage title={t.pages.terms} intro={t.help.terms.intro} sections={t.help.terms.sections} />
  );
}
