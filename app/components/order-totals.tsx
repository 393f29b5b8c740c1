import { useFormat, useMessages } from "~/hooks/use-messages";
import type { CartSummary } from "~/lib/cart/cart-summary";
import { LineDetails } from "./line-details";
import { OrderAmounts } from "./order-amounts";
import { card } from "./ui";

/** What is being ordered and what it costs, priced from the catalog, beside the order form. */
export function OrderTotals({ summary, reference }: { summary: CartSummary; reference: string }) {
  const format = useFormat();
  const t = useMessages().ordering;
  const s = t.summary;

  return (
    <section aria-labelledby="order-totals" className={`${card} p-5 sm:p-6 lg:sticky lg:top-28`}>
      <h2 id="order-totals" className="font-display text-xl font-bold text-ink">
        {s.heading}
      </h2>
      {reference ? (
        <p className="mt-1 text-sm text-muted">
          {t.orderPage.reference}: <strong className="text-ink">{reference}</strong>
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-sand border-y border-sand">
        {summary.lines.map(({ key, name, quantity, lineTotal, details }) => (
          <li key={key} className="flex justify-between gap-4 py-2.5">
            <div className="min-w-0">
              <span className="text-ink">{t.ordersPage.line(name, quantity)}</span>
              <LineDetails details={details} className="mt-0.5" />
            </div>
            <span className="font-semibold tabular-nums">{format.taka(lineTotal)}</span>
          </li>
        ))}
      </ul>
      <OrderAmounts summary={summary} className="mt-4 space-y-2" />
    </section>
  );
}
