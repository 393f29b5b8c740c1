import { Check, Plus } from "./icons";
import { announce } from "~/hooks/use-announcer";
import { useAddToCart } from "~/hooks/use-cart";
import { singleOrderActions } from "~/hooks/use-single-order";
import { useCatalogIndex } from "~/hooks/use-catalog-index";
import { useFormat, useMessages } from "~/hooks/use-messages";
import { lineKey } from "~/lib/cart/cart";
import type { CartSummary } from "~/lib/cart/cart-summary";
import { responsiveImage } from "~/lib/catalog/images";
import { button, card } from "./ui";

/**
 * 'Add a little extra': the shop's small add-ons in stock, one tap each, offered beside a cart
 * that holds at least one gift, as they are sold as add-ons to a gift. An added extra is a cart
 * line like any other, and a cart of extras alone can still be ordered. Beside a gift ordered on
 * its own ('Order this gift'), an extra joins that order, not the cart.
 */
export function ExtrasOffer({
  summary,
  single = false,
}: {
  summary: CartSummary;
  single?: boolean;
}) {
  const format = useFormat();
  const t = useMessages().ordering.extras;
  const addToCart = useAddToCart({ offerCart: false });
  const add = (name: string, extraId: string) => {
    const line = { extraId, quantity: 1 };
    if (!single) return addToCart(name, line);
    singleOrderActions.add(line);
    announce(t.addedToOrder(name));
  };
  const index = useCatalogIndex(true);
  const hasGift = [...summary.lines, ...summary.changed].some((line) => line.productId !== null);
  const extras = index.status === "ready" ? index.extras.filter((extra) => extra.inStock) : [];
  // One already in the order says so: its quantity is changed on its own line, above.
  const inOrder = new Set(summary.lines.map((line) => line.key));
  if (!hasGift || extras.length === 0) return null;

  return (
    <section aria-labelledby="little-extras" className={`${card} @container p-4 sm:p-6`}>
      <h2 id="little-extras" className="font-display text-xl font-bold text-ink">
        {t.heading}
      </h2>
      <ul className="mt-4 grid gap-3 @lg:grid-cols-3">
        {extras.map((extra) => (
          <li
            key={extra.id}
            className="flex items-center gap-3 rounded-xl border border-sand bg-cream p-2 @lg:flex-col @lg:items-stretch @lg:p-3"
          >
            <img
              {...responsiveImage(extra.image.src, "thumb")}
              alt={extra.image.alt}
              width={64}
              height={64}
              loading="lazy"
              className="size-14 shrink-0 rounded-lg bg-white object-cover @lg:size-16"
            />
            <p className="min-w-0 flex-1 text-sm leading-snug">
              <span className="block font-semibold text-ink">{extra.name}</span>
              <span className="font-semibold text-brand-800">{format.taka(extra.price)}</span>
            </p>
            {inOrder.has(lineKey({ extraId: extra.id, quantity: 1 })) ? (
              <p className="inline-flex min-h-11 shrink-0 items-center gap-1.5 px-3 text-sm font-semibold text-leaf">
                <Check aria-hidden="true" className="size-4" />
                {t.added}
              </p>
            ) : (
              <button
                type="button"
                onClick={() => add(extra.name, extra.id)}
                aria-label={single ? t.addToOrderLabel(extra.name) : t.addLabel(extra.name)}
                className={`${button("secondary", "compact")} shrink-0`}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t.add}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
