import { shop } from "../config/shop";
import type { OrderMessageText } from "../lib/order-message";

/** "bKash, Nagad, Rocket or cash on delivery": how English lists the choices a shopper has. */
function listWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

const itemsLabel = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

const paymentMethods = listWithOr(shop.paymentMethods);

/** Interface text of the cart, the wishlist and the order messages. */
export const orderingMessages = {
  cart: {
    metaDescription: `Review the gifts in your cart and order from ${shop.name} by phone, WhatsApp or SMS. Free delivery in Dhaka on orders of ৳2,000 or more.`,
    intro: "Review your gifts, then send us the order by phone, WhatsApp or SMS.",
    loading: "Loading your cart…",
    itemsHeading: (count: number) => `Your gifts (${itemsLabel(count)})`,
    emptyTitle: "Your cart is empty",
    emptyText: "Looks like you haven't added any gifts yet.",
    continueShopping: "Continue Shopping",
    each: "each",
    quantity: "Quantity",
    increase: (name: string) => `Increase quantity of ${name}`,
    decrease: (name: string) => `Decrease quantity of ${name}`,
    remove: (name: string) => `Remove ${name} from cart`,
    lineTotal: "Line total",
    quantityChanged: (name: string, quantity: number) => `${name}: quantity ${quantity}`,
    removed: (name: string) => `${name} removed from your cart`,
  },
  summary: {
    heading: "Order Summary",
    subtotal: (count: number) => `Subtotal (${itemsLabel(count)})`,
    shipping: "Shipping",
    free: "Free",
    total: "Total",
    freeShipping: "You qualify for free shipping!",
    amountToFree: (amount: string) => `Add ${amount} more for free delivery`,
    freeProgress: "Progress towards free delivery",
    howToOrder: "How would you like to order?",
    callToOrder: "Call to Order",
    orderOnWhatsapp: "Order on WhatsApp",
    sendSms: "Send as SMS",
    orderNote: `Your order is sent to ${shop.name} with every gift, quantity and the total. We reply to confirm the delivery address and time.`,
    paymentNote: `Pay by ${paymentMethods}. No card or account needed.`,
    callUs: (phone: string) => `Or call us on ${phone}`,
  },
  wishlist: {
    metaDescription: `The gifts you saved at ${shop.name}, kept on this device. Add them to your cart when you are ready to order.`,
    intro: "Gifts you saved on this device. Add them to your cart when you are ready.",
    loading: "Loading your wishlist…",
    itemsHeading: (count: number) => `Saved gifts (${count} ${count === 1 ? "gift" : "gifts"})`,
    emptyTitle: "Your wishlist is empty",
    emptyText: "Tap the heart on any gift to save it here for later.",
    browse: "Browse Gifts",
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name} from wishlist`,
    addToCart: "Add to Cart",
    addToCartLabel: (name: string) => `Add to Cart: ${name}`,
    viewCart: "View cart",
  },
  orderMessage: {
    greeting: `Hello ${shop.name}! I would like to order:`,
    line: (position: number, name: string, quantity: number, lineTotal: string) =>
      `${position}. ${name} × ${quantity} = ${lineTotal}`,
    subtotal: (amount: string) => `Subtotal: ${amount}`,
    shipping: (amount: string) => `Shipping: ${amount}`,
    free: "Free",
    total: (amount: string) => `Total: ${amount}`,
    closing: `Please confirm my delivery address and payment (${paymentMethods}). Thank you!`,
  } satisfies OrderMessageText,
};
