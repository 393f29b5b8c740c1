/**
 * 'Order again' on My Orders: the gifts and extras of a past order, with their choices and text,
 * back in the cart. What the shop no longer sells or has sold out is named, never dropped unsaid.
 */
import type { Cart } from "../cart/cart";
import type { PastOrder } from "./past-orders";

interface Sold {
  id: number | string;
  name: string;
  inStock: boolean;
}

export interface OrderAgain {
  /** The lines that can go back in the cart, as they were ordered. */
  lines: Cart;
  /** Gifts the shop still lists but has none of now, by their name today. */
  soldOut: string[];
  /** Gifts the shop no longer lists, by the name the order gave them. */
  gone: string[];
}

export function orderAgain(
  order: Pick<PastOrder, "items" | "lines">,
  catalog: { products: readonly Sold[]; extras: readonly Sold[] },
): OrderAgain {
  const result: OrderAgain = { lines: [], soldOut: [], gone: [] };
  order.items.forEach((item, index) => {
    const sold =
      "extraId" in item
        ? catalog.extras.find((extra) => extra.id === item.extraId)
        : catalog.products.find((product) => product.id === item.productId);
    if (!sold) {
      result.gone.push(order.lines[index]?.name ?? "");
    } else if (!sold.inStock) {
      result.soldOut.push(sold.name);
    } else {
      result.lines = [...result.lines, item];
    }
  });
  return result;
}
