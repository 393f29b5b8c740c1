import { useEffect } from "react";
import { summarizeCart, type CartSummary } from "~/lib/cart/cart-summary";
import { cartActions, useCart } from "./use-cart";
import { useCatalogIndex } from "./use-catalog-index";

export type CartSummaryState =
  | { status: "loading" }
  | { status: "unavailable"; retry: () => void }
  | { status: "ready"; summary: CartSummary };

/**
 * The cart priced from the catalog index, which is fetched only when the cart holds something.
 * Lines whose product the shop no longer lists leave the device's cart once the index says so.
 * A module of its own: only the pages that show amounts load the pricing rules.
 */
export function useCartSummary(): CartSummaryState {
  const cart = useCart();
  const index = useCatalogIndex(cart !== null && cart.length > 0);
  const known = index.status === "ready" ? index.known : null;

  useEffect(() => {
    if (known) cartActions.keepKnown(known);
  }, [known]);

  if (cart === null) return { status: "loading" };
  if (cart.length === 0)
    return { status: "ready", summary: summarizeCart(cart, { products: [], extras: [] }) };
  if (index.status === "error") return { status: "unavailable", retry: index.retry };
  if (index.status !== "ready") return { status: "loading" };
  return { status: "ready", summary: summarizeCart(cart, index) };
}
