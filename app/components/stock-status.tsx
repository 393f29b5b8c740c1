import { CircleCheck, CircleX } from "lucide-react";
import { useMessages } from "~/hooks/use-messages";

export function StockStatus({ inStock }: { inStock: boolean }) {
  const t = useMessages();
  return inStock ? (
    <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-leaf">
      <CircleCheck aria-hidden="true" className="size-4" />
      {t.product.inStock}
    </p>
  ) : (
    <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
      <CircleX aria-hidden="true" className="size-4" />
      {t.product.outOfStock}
    </p>
  );
}
