import { FaqList } from "~/components/faq-list";
import { PageHeader } from "~/components/page-header";
import { ReachUs } from "~/components/reach-us";
import { paths } from "~/config/paths";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages } from "~/hooks/use-messages";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/faq";

/** FAQ: the same answers as the contact page, on a page of their own for the footer link. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.faq),
    description: t.help.faq.description,
    path: paths.faq,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Faq() {
  const t = useMessages();
  return (
    <>
      <PageHeader title={t.pages.faq} text={t.help.faq.intro} />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl">
          <FaqList items={t.help.faq.items} />
        </div>
        <div className="mx-auto mt-12 max-w-4xl">
          <ReachUs />
        </div>
      </div>
    </>
  );
}
