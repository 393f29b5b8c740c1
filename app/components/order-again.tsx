import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { announce } from "~/hooks/use-announcer";
import { cartActions, useCart } from "~/hooks/use-cart";
import { useCatalogIndex } from "~/hooks/use-catalog-index";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { orderAgain, type OrderAgain as Outcome } from "~/lib/order/order-again";
import type { PastOrder } from "~/lib/order/past-orders";
import { RotateCcw } from "./icons";
import { buttonSecondary } from "./ui";

/**
 * 'Order again' on My Orders: the order's gifts, with their choices and text, back in the cart. With
 * all of them there it goes straight on (to the order form when the cart held nothing else, to the
 * cart when it did, so nothing joins an order unseen); when some are sold out or no longer sold, it
 * says which, here, and leaves the way on to the shopper. Offered once the shop's gifts are known,
 * for orders kept with their gifts.
 */
export function OrderAgain({ order }: { order: PastOrder }) {
  const t = useMessages();
  const text = t.ordering.ordersPage;
  const paths = usePaths();
  const navigate = useNavigate();
  const cart = useCart();
  const index = useCatalogIndex(order.items.length > 0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (order.items.length === 0 || index.status !== "ready" || cart === null) return null;

  function again() {
    if (index.status !== "ready" || cart === null) return;
    const found = orderAgain(order, index);
    const cartWasEmpty = cart.length === 0;
    for (const line of found.lines) cartActions.add(line);
    if (found.soldOut.length > 0 || found.gone.length > 0) {
      setOutcome(found);
      return;
    }
    const next = cartWasEmpty ? paths.order : paths.cart;
    announce(text.orderedAgain(order.reference), undefined, next);
    void navigate(next);
  }

  return (
    <div className="w-full sm:w-auto">
      <button
        type="button"
        aria-label={text.orderAgainLabel(order.reference)}
        onClick={again}
        className={`${buttonSecondary} w-full sm:w-auto`}
      >
        <RotateCcw aria-hidden="true" className="size-5" />
        {text.orderAgain}
      </button>
      {outcome ? (
        <div role="status" className="mt-3 rounded-xl bg-cream px-4 py-3 text-sm text-ink">
          {outcome.soldOut.length > 0 ? <p>{text.soldOut(outcome.soldOut.join(", "))}</p> : null}
          {outcome.gone.length > 0 ? <p>{text.gone(outcome.gone.join(", "))}</p> : null}
          {outcome.lines.length > 0 ? (
            <>
              <p className="mt-1">{text.restInCart}</p>
              <Link to={paths.cart} className={`${buttonSecondary} mt-3 w-full sm:w-auto`}>
                {text.viewCart}
              </Link>
            </>
          ) : (
            <p className="mt-1">{text.noneInCart}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
