import { pathsFor } from "../../config/paths";
import type { Locale } from "../../config/locale";
import type { CartSummary } from "../cart/cart";
import { formatTaka as formatAmount } from "../prices/money";
import { absoluteUrl } from "../site/seo";

/** The wording of an order message; each language edition supplies its own. */
export interface OrderMessageText {
  greeting: string;
  line: (position: number, name: string, quantity: number, lineTotal: string) => string;
  subtotal: (amount: string) => string;
  shipping: (amount: string) => string;
  free: string;
  total: (amount: string) => string;
  closing: string;
}

/**
 * The order a shopper sends by WhatsApp or SMS: every line with its product page, so the shop
 * sees exactly which gift is meant, then the amounts the cart page showed.
 */
export function buildOrderMessage(
  summary: CartSummary,
  text: OrderMessageText,
  locale: Locale = "en",
): string {
  const formatTaka = (amount: number) => formatAmount(amount, locale);
  const paths = pathsFor(locale);
  const lines = summary.lines.map(
    ({ product, quantity, lineTotal }, index) =>
      `${text.line(index + 1, product.name, quantity, formatTaka(lineTotal))}\n${absoluteUrl(paths.product(product.id))}`,
  );
  const shipping = summary.shipping === 0 ? text.free : formatTaka(summary.shipping);
  return [
    text.greeting,
    lines.join("\n\n"),
    [
      text.subtotal(formatTaka(summary.subtotal)),
      text.shipping(shipping),
      text.total(formatTaka(summary.total)),
    ].join("\n"),
    text.closing,
  ].join("\n\n");
}
