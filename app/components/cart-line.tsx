import { Minus, Plus, Trash2 } from "./icons";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { announce } from "~/hooks/use-announcer";
import { cartActions } from "~/hooks/use-cart";
import { useFormat, useMessages, usePaths } from "~/hooks/use-messages";
import { MAX_QUANTITY } from "~/lib/cart/cart";
import { type PricedLine } from "~/lib/cart/cart-summary";
import { responsiveImage } from "~/lib/catalog/images";
import { LineDetails } from "./line-details";

const stepButton =
  "inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent";

/**
 * The line as buttons and announcements name it: the same frame engraved for two people is two
 * lines, and each '+' must say which one it raises.
 */
function spokenName({ name, details }: PricedLine): string {
  if (details.length === 0) return name;
  return `${name} (${details.map(({ label, value }) => `${label}: ${value}`).join(", ")})`;
}

/**
 * One gift or little extra in the cart. A line whose choices or text the gift no longer takes
 * (`changed`) shows no price: it says so, shows what was saved, leads to the gift's page to add
 * it again, and can be removed.
 * `onRemoved` runs after the line has left, so the page can place focus.
 */
export function CartLine({
  line,
  changed = false,
  onRemoved,
}: {
  line: PricedLine;
  changed?: boolean;
  onRemoved: () => void;
}) {
  const format = useFormat();
  const paths = usePaths();
  const t = useMessages();
  const c = t.ordering.cart;
  const { key, productId, name, unitPrice, originalPrice, quantity, lineTotal, details } = line;
  const spoken = spokenName(line);

  function removeWith(change: () => void) {
    // Render the smaller cart now, so focus can move before the removed button is gone.
    flushSync(change);
    announce(c.removed(spoken));
    onRemoved();
  }

  function decrease() {
    if (quantity <= 1) {
      removeWith(() => cartActions.decrement(key));
      return;
    }
    cartActions.decrement(key);
    announce(c.quantityChanged(spoken, quantity - 1));
  }

  function increase() {
    cartActions.increment(key);
    announce(c.quantityChanged(spoken, Math.min(MAX_QUANTITY, quantity + 1)));
  }

  const title =
    productId === null ? (
      name
    ) : (
      // At least 24 px tall to tap (WCAG 2.2), a short name on one line too.
      <Link to={paths.product(productId)} className="inline-block min-h-6 hover:text-brand-800">
        {name}
      </Link>
    );

  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0 sm:gap-6">
      <img
        {...responsiveImage(line.image, "thumb")}
        alt=""
        width={112}
        height={112}
        className="size-20 shrink-0 rounded-xl border border-sand bg-cream object-cover sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-display text-lg leading-snug font-semibold">{title}</h3>
            <LineDetails details={details} className="mt-1" />
            {changed ? null : (
              <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-brand-800">
                  <span className="sr-only">{t.product.price} </span>
                  {format.taka(unitPrice)}
                </span>
                <span className="text-muted">{c.each}</span>
                {originalPrice !== undefined && originalPrice > unitPrice ? (
                  <s className="text-muted">
                    <span className="sr-only">{t.product.originalPrice} </span>
                    {format.taka(originalPrice)}
                  </s>
                ) : null}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => removeWith(() => cartActions.remove(key))}
            aria-label={c.remove(spoken)}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        {changed ? (
          <div className="rounded-xl bg-gold-100 px-4 py-3 text-sm text-ink">
            <p>{c.changed}</p>
            {productId === null ? null : (
              <Link
                to={paths.product(productId)}
                aria-label={c.addAgainLabel(name)}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {c.addAgain}
              </Link>
            )}
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div
              role="group"
              aria-label={c.quantity}
              className="inline-flex items-center rounded-full border border-sand bg-cream"
            >
              <button
                type="button"
                onClick={decrease}
                aria-label={c.decrease(spoken)}
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
                aria-label={c.increase(spoken)}
                className={stepButton}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </div>
            <p className="text-lg font-bold text-ink tabular-nums">
              <span className="sr-only">{c.lineTotal} </span>
              {format.taka(lineTotal)}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}
