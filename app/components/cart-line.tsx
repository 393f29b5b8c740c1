import { Minus, Plus, Trash2 } from "lucide-react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { announce } from "~/hooks/use-announcer";
import { cartActions } from "~/hooks/use-cart";
import { useFormat, useMessages, usePaths } from "~/hooks/use-messages";
import { MAX_QUANTITY, type PricedLine } from "~/lib/cart/cart";
import { responsiveImage } from "~/lib/catalog/images";

const stepButton =
  "inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";

/** One gift in the cart. `onRemoved` runs after the line has left, so the page can place focus. */
export function CartLine({ line, onRemoved }: { line: PricedLine; onRemoved: () => void }) {
  const format = useFormat();
  const paths = usePaths();
  const t = useMessages();
  const { product, quantity, lineTotal } = line;
  const { originalPrice } = product;

  function removeWith(change: () => void) {
    // Render the smaller cart now, so focus can move before the removed button is gone.
    flushSync(change);
    announce(t.ordering.cart.removed(product.name));
    onRemoved();
  }

  function decrease() {
    if (quantity <= 1) {
      removeWith(() => cartActions.decrement(product.id));
      return;
    }
    cartActions.decrement(product.id);
    announce(t.ordering.cart.quantityChanged(product.name, quantity - 1));
  }

  function increase() {
    cartActions.increment(product.id);
    announce(t.ordering.cart.quantityChanged(product.name, Math.min(MAX_QUANTITY, quantity + 1)));
  }

  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0 sm:gap-6">
      <img
        {...responsiveImage(product.image, "thumb")}
        alt=""
        width={112}
        height={112}
        className="size-20 shrink-0 rounded-xl border border-sand bg-cream object-cover sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-display text-lg leading-snug font-semibold">
              <Link to={paths.product(product.id)} className="hover:text-brand-800">
                {product.name}
              </Link>
            </h3>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-brand-800">
                <span className="sr-only">{t.product.price} </span>
                {format.taka(product.price)}
              </span>
              <span className="text-muted">{t.ordering.cart.each}</span>
              {originalPrice !== undefined && originalPrice > product.price ? (
                <s className="text-muted">
                  <span className="sr-only">{t.product.originalPrice} </span>
                  {format.taka(originalPrice)}
                </s>
              ) : null}
            </p>
          </div>
          <button
            type="button"
            onClick={() => removeWith(() => cartActions.remove(product.id))}
            aria-label={t.ordering.cart.remove(product.name)}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div
            role="group"
            aria-label={t.ordering.cart.quantity}
            className="inline-flex items-center rounded-full border border-sand bg-cream"
          >
            <button
              type="button"
              onClick={decrease}
              aria-label={t.ordering.cart.decrease(product.name)}
              className={stepButton}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <span className="min-w-8 text-center font-semibold tabular-nums">
              {format.number(quantity)}
            </span>
            <button
              type="button"
              onClick={increase}
              disabled={quantity >= MAX_QUANTITY}
              aria-label={t.ordering.cart.increase(product.name)}
              className={stepButton}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="text-lg font-bold text-ink tabular-nums">
            <span className="sr-only">{t.ordering.cart.lineTotal} </span>
            {format.taka(lineTotal)}
          </p>
        </div>
      </div>
    </li>
  );
}
