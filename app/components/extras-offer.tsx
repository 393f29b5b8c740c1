import { Plus } from "lucide-react";
import { useAddToCart } from "~/hooks/use-cart";
import { useCatalogIndex } from "~/hooks/use-catalog-index";
import { useFormat, useMessages } from "~/hooks/use-messages";
import type { CartSummary } from "~/lib/cart/cart-summary";
import { responsiveImage } from "~/lib/catalog/images";
import { button, card } from "./ui";

/**
 * 'Add a little extra': the shop's small add-ons in stock, one tap each, offered beside a cart
 * that holds at least one gift, as they are sold as add-ons to a gift. An added extra is a cart
 * line like any other, and a cart of extras alone can still be ordered.
 */
export function ExtrasOffer({ summary }: { summary: CartSummary }) {
  const format = useFormat();
  const t = useMessages().ordering.extras;
  const addToCart = useAddToCart({ offerCart: false });
  const index = useCatalogIndex(true);
  const hasGift = [...summary.lines, ...summary.changed].some((line) => line.productId !== null);
  const extras = index.status === "ready" ? index.extras.filter((extra) => extra.inStock) : [];
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
            <button
              type="button"
              onClick={() => addToCart(extra.name, { extraId: extra.id, quantity: 1 })}
              aria-label={t.addLabel(extra.name)}
              className={`${button("secondary", "compact")} shrink-0`}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t.add}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
