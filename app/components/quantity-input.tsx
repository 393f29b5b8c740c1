import { Minus, Plus } from "./icons";
import { earlyQuantityBox, earlyQuantityStep } from "~/start-up/protocol";
import { useFormat, useMessages } from "~/hooks/use-messages";
import { clampQuantity, MAX_QUANTITY, parseQuantity } from "~/lib/cart/cart";

const stepButton =
  "inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400";

/**
 * How many to add: 1 to 99, by buttons, arrow keys or typing, in the edition's digits (a number
 * field shows only Latin ones, so this is a text field that acts as a spin button).
 */
export function QuantityInput({
  id,
  value,
  onChange,
  disabled = false,
}: {
  /** The field's id: 'Add to Cart' names it, for the early script to read (app/start-up/). */
  id: string;
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  const t = useMessages();
  const format = useFormat();
  const set = (next: number) => onChange(clampQuantity(next));
  const steps: Partial<Record<string, number>> = { ArrowUp: 1, ArrowDown: -1 };
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
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={1}
          aria-valuemax={MAX_QUANTITY}
          aria-valuenow={value}
          value={format.number(value)}
          disabled={disabled}
          onChange={(event) => onChange(parseQuantity(event.target.value))}
          onKeyDown={(event) => {
            const step = steps[event.key];
            if (step === undefined) return;
            event.preventDefault();
            set(value + step);
          }}
          className="w-12 bg-transparent text-center font-semibold"
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
