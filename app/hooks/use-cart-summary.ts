import { useEffect } from "react";
import type { Cart } from "~/lib/cart/cart";
import { summarizeCart, type CartSummary } from "~/lib/cart/cart-summary";
import { useCart } from "./use-cart";
import { useCatalogIndex } from "./use-catalog-index";
import { orderLineActions, type OrderSource } from "./use-order-lines";
import { useSingleOrder } from "./use-single-order";

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
  return useLinesSummary(useCart(), "cart");
}

/** The order's lines priced, from the cart or from the single gift, as `useCartSummary`. */
export function useOrderSummary(source: OrderSource): CartSummaryState {
  const cart = useCart();
  const single = useSingleOrder();
  return useLinesSummary(source === "cart" ? cart : single, source);
}

function useLinesSummary(lines: Cart | null, source: OrderSource): CartSummaryState {
  const index = useCatalogIndex(lines !== null && lines.length > 0);
  const known = index.status === "ready" ? index.known : null;

  useEffect(() => {
    if (known) orderLineActions[source].keepKnown(known);
  }, [known, source]);

  if (lines === null) return { status: "loading" };
  if (lines.length === 0)
    return { status: "ready", summary: summarizeCart(lines, { products: [], extras: [] }) };
  if (index.status === "error") return { status: "unavailable", retry: index.retry };
  if (index.status !== "ready") return { status: "loading" };
  return { status: "ready", summary: summarizeCart(lines, index) };
}
