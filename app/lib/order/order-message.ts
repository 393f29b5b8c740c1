import { pathsFor } from "../../config/paths";
import type { Locale } from "../../config/locale";
import type { CartSummary } from "../cart/cart-summary";
import { formatTaka as formatAmount } from "../prices/money";
import { absoluteUrl } from "../site/seo";

/** The wording of an order message; each language edition supplies its own. */
export interface OrderMessageText {
  greeting: string;
  line: (position: number, name: string, quantity: number, lineTotal: string) => string;
  /** One choice or text of a line, under its name: "   Size: Large". */
  detail: (label: string, value: string) => string;
  subtotal: (amount: string) => string;
  shipping: (amount: string) => string;
  free: string;
  total: (amount: string) => string;
  closing: string;
}

/**
 * The order a shopper sends by WhatsApp or SMS: every line with its choices and text and its
 * product page, so the shop sees exactly which gift is meant and what to write on it, then the
 * amounts the cart page showed. A little extra has no page of its own.
 */
export function buildOrderMessage(
  summary: CartSummary,
  text: OrderMessageText,
  locale: Locale = "en",
): string {
  const formatTaka = (amount: number) => formatAmount(amount, locale);
  const paths = pathsFor(locale);
  const lines = summary.lines.map(({ productId, name, quantity, lineTotal, details }, index) =>
    [
      text.line(index + 1, name, quantity, formatTaka(lineTotal)),
      ...details.map(({ label, value }) => text.detail(label, value)),
      ...(productId === null ? [] : [absoluteUrl(paths.product(productId))]),
    ].join("\n"),
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
