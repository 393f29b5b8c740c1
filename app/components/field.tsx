import { NumberWords } from "./number-words";
import { AlertCircle } from "./icons";
import type { InputHTMLAttributes, ReactNode } from "react";

// scroll-mt keeps the label in view below the sticky header when focus jumps to a field.
const inputClass =
  "mt-2 block min-h-11 w-full scroll-mt-40 rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-ink placeholder:text-stone-500 hover:border-brand-200 aria-[invalid=true]:border-brand-600 aria-[invalid=true]:bg-brand-50/40";

/** What a field's input, select or textarea spreads onto itself: its id, name and aria wiring. */
interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  className: string;
}

/**
 * One form field: the label, the control, a hint, a live counter and the error, wired together
 * once (the control is described by its hint, counter and error) so no form can forget a link.
 */
type FieldProps = Parameters<typeof Field>[0];

/** A field whose control is a plain input: `input` holds what differs (type, value, onChange…). */
export function InputField({
  input,
  ...field
}: Omit<FieldProps, "children"> & { input: InputHTMLAttributes<HTMLInputElement> }) {
  return <Field {...field}>{(control) => <input {...control} {...input} />}</Field>;
}

export function Field({
  id,
  name,
  label,
  labelAside,
  hint,
  counter,
  counterOver = false,
  error,
  wide = false,
  children,
}: {
  /** The control's id; the hint, counter and error take ids derived from it. */
  id: string;
  name: string;
  label: ReactNode;
  /** Beside the label, e.g. "optional". */
  labelAside?: ReactNode;
  hint?: ReactNode;
  /** A live count of what has been typed, shown at the end of the hint's line. */
  counter?: ReactNode;
  /** The counter has passed its limit. */
  counterOver?: boolean;
  /** The message to show, or nothing while the field is fine. */
  error?: string | null;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, counter ? counterId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const labelElement = (
    <label htmlFor={id} className="block font-semibold text-ink">
      {label}
    </label>
  );

  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          <span className="text-sm text-muted">{labelAside}</span>
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        name,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy || undefined,
        className: inputClass,
      })}
      {hint || counter ? (
        <div className="mt-1.5 flex justify-between gap-4 text-sm text-muted">
          {hint ? (
            <p id={hintId}>{typeof hint === "string" ? <NumberWords text={hint} /> : hint}</p>
          ) : null}
          {counter ? (
            <p
              id={counterId}
              className={`ml-auto ${counterOver ? "font-semibold text-brand-700" : ""}`}
            >
              {counter}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 flex gap-1.5 text-sm font-semibold text-brand-700">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
