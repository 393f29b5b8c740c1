import { Heart, ShoppingBag } from "~/components/icons";
import { useRef } from "react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { LoadingPanel } from "~/components/loading-panel";
import { PageHeader } from "~/components/page-header";
import { WishlistItem } from "~/components/wishlist-item";
import { paths } from "~/config/paths";
import { PricesUnavailable } from "~/components/prices-unavailable";
import { useSavedProducts } from "~/hooks/use-wishlist";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/wishlist";

/** Wishlist: the gifts saved on this device, ready to move to the cart. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.wishlist),
    description: t.ordering.wishlist.metaDescription,
    path: paths.wishlist,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Wishlist() {
  const paths = usePaths();
  const t = useMessages();
  const w = t.ordering.wishlist;
  const state = useSavedProducts();
  const focusAfterRemoval = useRef<HTMLHeadingElement>(null);

  function content() {
    if (state.status === "loading") return <LoadingPanel label={w.loading} />;
    if (state.status === "unavailable") return <PricesUnavailable retry={state.retry} />;
    const saved = state.products;
    if (saved.length === 0) {
      return (
        <EmptyState
          icon={<Heart aria-hidden="true" className="size-9" />}
          title={w.emptyTitle}
          text={w.emptyText}
          actionLabel={w.browse}
          actionTo={paths.products}
          headingRef={focusAfterRemoval}
        />
      );
    }
    return (
      <section aria-labelledby="saved-gifts">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2
            id="saved-gifts"
            ref={focusAfterRemoval}
            tabIndex={-1}
            className="font-display text-xl font-bold text-ink outline-none sm:text-2xl"
          >
            {w.itemsHeading(saved.length)}
          </h2>
          <Link
            to={paths.cart}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {w.viewCart}
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {saved.map((product) => (
            <WishlistItem
              key={product.id}
              product={product}
              onRemoved={() => focusAfterRemoval.current?.focus()}
            />
          ))}
        </ul>
      </section>
    );
  }

  return (
    <>
      <PageHeader title={t.pages.wishlist} text={w.intro} />
      <div className="container-page py-8 sm:py-12">{content()}</div>
    </>
  );
}
