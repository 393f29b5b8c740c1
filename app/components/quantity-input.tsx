import { Minus, Plus } from "lucide-react";
import { earlyQuantityBox, earlyQuantityStep } from "~/early-taps/protocol";
import { useMessages } from "~/hooks/use-messages";
import { clampQuantity, MAX_QUANTITY } from "~/lib/cart";

const stepButton =
  "inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400";

/** How many to add: 1 to 99, by buttons or by typing. */
export function QuantityInput({
  id,
  value,
  onChange,
  disabled = false,
}: {
  /** The field's id: 'Add to Cart' names it, for the early script to read (app/early-taps/). */
  id: string;
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  const t = useMessages();
  const set = (next: number) => onChange(clampQuantity(next));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t.product.quantity}
      </label>
      <div
        {...earlyQuantityBox}
        className="inline-flex items-center rounded-full border border-sand bg-white"
      >
        <button
          type="button"
          {...earlyQuantityStep(-1)}
          aria-label={t.product.decreaseQuantity}
          disabled={disabled || value <= 1}
          onClick={() => set(value - 1)}
          className={stepButton}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={value}
          disabled={disabled}
          onChange={(event) => set(Number(event.target.value))}
          className="w-12 [appearance:textfield] bg-transparent text-center font-semibold [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          {...earlyQuantityStep(1)}
          aria-label={t.product.increaseQuantity}
          disabled={disabled || value >= MAX_QUANTITY}
          onClick={() => set(value + 1)}
          className={stepButton}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
