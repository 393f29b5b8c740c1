import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { NotFound } from "~/components/not-found";
import { OccasionDeadlines } from "~/components/occasion-deadlines";
import { OccasionMoreGifts } from "~/components/occasion-more-gifts";
import { PageHeader } from "~/components/page-header";
import { ProductGrid } from "~/components/product-grid";
import { buttonPrimary } from "~/components/ui";
import { localeFromPath } from "~/config/locale";
import { paths } from "~/config/paths";
import { occasionPage, type OccasionPageData } from "~/content/edition-occasions";
import { prerenderedOr } from "~/framework/prerendered-data";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/occasion";

/** Runs when the site is built: the occasion, in the edition's words, and its gifts' cards. */
export function loader({
  params,
  request,
}: Route.LoaderArgs): (OccasionPageData & { builtAt: number }) | { occasion: null } {
  const page = occasionPage(localeFromPath(new URL(request.url).pathname), params.slug);
  return page ? { ...page, builtAt: Date.now() } : { occasion: null };
}

/** A slug that was never prerendered has no data file: the page says "Occasion not found". */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return prerenderedOr(serverLoader, { occasion: null });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  const occasion = loaderData?.occasion;
  if (!occasion) {
    return [
      { title: t.meta.pageTitle(t.occasions.notFoundTitle) },
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta({
    title: t.meta.pageTitle(t.occasions.giftsHeading(occasion.name)),
    description: t.occasions.metaDescription(
      occasion.name,
      loaderData.intro ?? t.occasions.plainIntro(occasion.name),
    ),
    path: paths.occasion(occasion.slug),
    locale,
    image: occasion.image,
  });
}

/** An occasion's gifts, with the last moments to order them for delivery on the day. */
export default function OccasionPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const paths = usePaths();
  if (!loaderData.occasion) {
    return (
      <NotFound title={t.occasions.notFoundTitle} text={t.occasions.notFoundText}>
        <Link to={paths.products} className={buttonPrimary}>
          {t.common.browseProducts}
        </Link>
      </NotFound>
    );
  }
  const { occasion, intro, gifts, total, moreIn, builtAt } = loaderData;
  // On its own page an occasion is shown whenever its next day is known.
  const always = { ...occasion, showDaysBefore: 366 };
  return (
    <>
      <PageHeader
        title={t.occasions.giftsHeading(occasion.name)}
        text={intro ?? t.occasions.plainIntro(occasion.name)}
        compact
      >
        <Breadcrumbs
          crumbs={[{ label: t.header.home, to: paths.home }, { label: occasion.name }]}
        />
      </PageHeader>
      <div className="container-page space-y-6 py-4 sm:py-8">
        <OccasionDeadlines occasion={always} builtAt={builtAt} />
        {/* The deadlines' heading comes with the device's clock: without this one, the page as
            built went from its h1 to the cards' h3. */}
        <h2 className="sr-only">{t.occasions.giftsListHeading}</h2>
        <ProductGrid products={gifts} eagerCount={2} fromOccasion={occasion.slug} />
        {total > gifts.length ? (
          <OccasionMoreGifts shown={gifts.length} total={total} moreIn={moreIn} />
        ) : null}
      </div>
    </>
  );
}
