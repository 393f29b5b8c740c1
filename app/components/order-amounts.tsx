import { useFormat, useMessages } from "~/hooks/use-messages";
import type { CartSummary } from "~/lib/cart/cart-summary";

/** Subtotal, shipping and total, as the cart and the order page both show them. */
export function OrderAmounts({ summary, className }: { summary: CartSummary; className: string }) {
  const format = useFormat();
  const s = useMessages().ordering.summary;
  return (
    <dl className={className}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{s.subtotal(summary.itemCount)}</dt>
        <dd className="font-semibold tabular-nums">{format.taka(summary.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{s.shipping}</dt>
        <dd className={`font-semibold tabular-nums ${summary.shipping === 0 ? "text-leaf" : ""}`}>
          {summary.shipping === 0 ? s.free : format.taka(summary.shipping)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-sand pt-3">
        <dt className="text-lg font-bold">{s.total}</dt>
        <dd className="text-2xl font-bold text-brand-800 tabular-nums">
          {format.taka(summary.total)}
        </dd>
      </div>
    </dl>
  );
}
