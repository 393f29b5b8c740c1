import { CircleCheck, CircleX } from "./icons";
import { useMessages } from "~/hooks/use-messages";

/** A product page's line, or a card's small words beside its rating (`compact`). */
export function StockStatus({ inStock, compact = false }: { inStock: boolean; compact?: boolean }) {
  const t = useMessages();
  const size = compact ? "gap-1 text-xs" : "gap-1.5 text-sm";
  return inStock ? (
    <p className={`inline-flex items-center font-semibold whitespace-nowrap text-leaf ${size}`}>
      {compact ? null : <CircleCheck aria-hidden="true" className="size-4" />}
      {t.product.inStock}
    </p>
  ) : (
    <p
      className={`inline-flex items-center font-semibold whitespace-nowrap text-brand-700 ${size}`}
    >
      <CircleX aria-hidden="true" className="size-4" />
      {t.product.outOfStock}
    </p>
  );
}
