import { ShoppingBag } from "~/components/icons";
import { useRef } from "react";
import { CartLine } from "~/components/cart-line";
import { CartOrderBar } from "~/components/cart-order-bar";
import { EmptyState } from "~/components/empty-state";
import { ExtrasOffer } from "~/components/extras-offer";
import { LoadingPanel } from "~/components/loading-panel";
import { OrderSummary } from "~/components/order-summary";
import { PageHeader } from "~/components/page-header";
import { paths } from "~/config/paths";
import { PricesUnavailable } from "~/components/prices-unavailable";
import { useCartSummary } from "~/hooks/use-cart-summary";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/cart";

/** Cart: the gifts kept on this device, their totals, and the ways to send the order. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.cart),
    description: t.ordering.cart.metaDescription,
    path: paths.cart,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Cart() {
  const paths = usePaths();
  const t = useMessages();
  const state = useCartSummary();
  const focusAfterRemoval = useRef<HTMLHeadingElement>(null);

  function content() {
    if (state.status === "loading") return <LoadingPanel label={t.ordering.cart.loading} />;
    if (state.status === "unavailable") return <PricesUnavailable retry={state.retry} />;
    const { summary } = state;
    const { changed } = summary;
    if (summary.lines.length === 0 && changed.length === 0) {
      return (
        <EmptyState
          icon={<ShoppingBag aria-hidden="true" className="size-9" />}
          title={t.ordering.cart.emptyTitle}
          text={t.ordering.cart.emptyText}
          actionLabel={t.ordering.cart.continueShopping}
          actionTo={paths.products}
          headingRef={focusAfterRemoval}
        />
      );
    }
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
        <div className="grid min-w-0 gap-6">
          <section
            aria-labelledby="cart-items"
            className="rounded-2xl border border-sand bg-white p-4 shadow-sm sm:p-6"
          >
            <h2
              id="cart-items"
              ref={focusAfterRemoval}
              tabIndex={-1}
              className="border-b border-sand pb-4 font-display text-xl font-bold text-ink outline-none sm:text-2xl"
            >
              {t.ordering.cart.itemsHeading(
                summary.itemCount + changed.reduce((sum, line) => sum + line.quantity, 0),
              )}
            </h2>
            <ul className="divide-y divide-sand pt-5">
              {[...changed, ...summary.lines].map((line) => (
                <CartLine
                  key={line.key}
                  line={line}
                  changed={changed.includes(line)}
                  onRemoved={() => focusAfterRemoval.current?.focus()}
                />
              ))}
            </ul>
          </section>
          <ExtrasOffer summary={summary} />
        </div>
        <OrderSummary summary={summary} />
        {summary.lines.length > 0 && changed.length === 0 ? (
          <CartOrderBar total={summary.total} />
        ) : null}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t.pages.cart} text={t.ordering.cart.intro} />
      <div className="container-page py-8 sm:py-12">{content()}</div>
    </>
  );
}
