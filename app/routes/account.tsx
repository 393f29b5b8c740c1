import { Phone, ReceiptText, UserRound } from "~/components/icons";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { NumberWords } from "~/components/number-words";
import { buttonPrimary, buttonSecondary } from "~/components/ui";
import { paths } from "~/config/paths";
import { shop } from "~/data/shop";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { telLink } from "~/lib/contact/contact-links";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/account";

/** Account: there is no login by design, so the page points to the phone instead. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.account),
    description: t.help.account.description,
    path: paths.account,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Account() {
  const t = useMessages();
  const paths = usePaths();
  return (
    <>
      <PageHeader title={t.pages.account} />
      <div className="container-page py-10 sm:py-16">
        <section className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-sand bg-white px-6 py-12 text-center shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700"
          >
            <UserRound className="size-10" />
          </span>
          <h2 className="mt-6 font-display text-2xl font-bold">{t.common.comingSoon}</h2>
          <p className="mt-3 text-muted">{t.help.account.noAccountNeeded}</p>
          <a href={telLink(shop.phone)} className={`${buttonPrimary} mt-8`}>
            <Phone aria-hidden="true" className="size-5" />
            <NumberWords text={t.help.account.call} />
          </a>
          <Link to={paths.orders} className={`${buttonSecondary} mt-3`}>
            <ReceiptText aria-hidden="true" className="size-5" />
            {t.pages.orders}
          </Link>
        </section>
      </div>
    </>
  );
}
