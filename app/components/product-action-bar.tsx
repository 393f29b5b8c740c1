import { useActionBarSpace } from "~/hooks/use-action-bar-space";
import { orderIntent } from "./gift-choices-form";
import { useFormat, useMessages } from "~/hooks/use-messages";
import { button } from "./ui";

type DataAttributes = Record<`data-${string}`, string>;

/** What a bar's button does: send the page's form (a gift with choices), or act itself. */
export type BarAction = { form: string } | { onClick: () => void };

/**
 * The product page's two ways to buy, kept at the foot of a phone's screen from the first paint,
 * so the first screen always has one: 'Add to Cart' and 'Order this gift', which do what the
 * page's own buttons do (for a gift with choices they send the page's form, which checks the
 * fields and puts the focus on the one to fix). It steps aside while the page's own buttons show.
 * While shown, the page keeps the bar's height free at its end, so nothing stays under it. It leads
 * with the price, as chosen: on a phone the photo and the name fill the first screen, and the
 * page's own price starts under the bar.
 */
export function ProductActionBar({
  hidden,
  price,
  add,
  addEarly,
  order,
}: {
  hidden: boolean;
  /** The gift's price with the choices made, in taka. */
  price: number;
  add: BarAction;
  /** What the early script needs to add the gift itself before the app starts (start-up/). */
  addEarly: DataAttributes;
  order: BarAction;
}) {
  const t = useMessages();
  const format = useFormat();

  useActionBarSpace(!hidden);

  const submits = (action: BarAction) =>
    "form" in action
      ? { type: "submit" as const, form: action.form }
      : { type: "button" as const, onClick: action.onClick };

  return (
    <div
      hidden={hidden}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
    >
      <div className="container-page flex h-16 items-center gap-2">
        <p className="shrink-0 pr-1 text-lg font-bold whitespace-nowrap text-brand-900">
          <span className="sr-only">{t.product.price} </span>
          {format.taka(price)}
        </p>
        <button
          {...submits(add)}
          {...addEarly}
          className={`${button("secondary", "compact")} min-w-0 flex-1 text-sm whitespace-nowrap`}
        >
          {t.cart.add}
        </button>
        <button
          {...submits(order)}
          data-intent={orderIntent}
          className={`${button("primary", "compact")} min-w-0 flex-1 text-sm whitespace-nowrap`}
        >
          {t.product.orderThisGift}
        </button>
      </div>
    </div>
  );
}
