import { AlertCircle } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { shop } from "~/config/shop";
import { orderActions } from "~/hooks/use-order";
import { useMessages } from "~/hooks/use-messages";
import type { CartSummary } from "~/lib/cart";
import { toLatinDigits } from "~/lib/bd-mobile";
import type { DeliveryArea } from "~/lib/delivery-areas";
import {
  dhakaCityArea,
  earliestDateFor,
  firstInvalidField,
  graphemeCount,
  isWallet,
  paymentMethods,
  timeChoices,
  validateOrderField,
  validateOrderForm,
  type OrderContext,
  type OrderDraft,
  type OrderErrors,
  type OrderField,
  type OrderFormValues,
  type OrderProblem,
} from "~/lib/order-form";
import { buttonPrimary } from "./ui";
import { WalletPayment } from "./wallet-payment";

// scroll-mt keeps the label in view below the sticky header when focus jumps to a field.
const inputClass =
  "mt-2 block min-h-11 w-full scroll-mt-40 rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-ink placeholder:text-stone-500 hover:border-brand-200 aria-[invalid=true]:border-brand-600 aria-[invalid=true]:bg-brand-50/40";
const labelClass = "block font-semibold text-ink";
const hintClass = "mt-1.5 text-sm text-muted";
const legendClass = "font-display text-xl font-bold text-ink";

/**
 * The gift order form. What the shopper types goes straight to the device's draft, so nothing is
 * lost to a reload or a trip to the wallet app; errors appear on "Review order" and then follow
 * each fix as it is typed.
 */
export function OrderForm({
  draft,
  summary,
  districts,
  onReady,
}: {
  draft: OrderDraft;
  summary: CartSummary;
  districts: readonly DeliveryArea[];
  onReady: () => void;
}) {
  const t = useMessages().ordering;
  const text = t.orderPage;
  const id = useId();
  const [errors, setErrors] = useState<OrderErrors>({});
  const { values } = draft;
  const context: OrderContext = {
    now: new Date(),
    areaIds: [dhakaCityArea, ...districts.map((district) => district.id)],
  };
  const fieldId = (field: OrderField) => `${id}-${field}`;
  const errorId = (field: OrderField) => `${id}-${field}-error`;
  const hintId = (field: OrderField) => `${id}-${field}-hint`;

  function change<F extends OrderField>(field: F, value: OrderFormValues[F]) {
    orderActions.change(field, value);
    const next = { ...values, [field]: value };
    // A flagged field's message follows the fix; the date's rule changes with the area.
    const recheck: OrderField[] = field === "area" ? ["area", "date"] : [field];
    const updated = { ...errors };
    let changed = false;
    for (const checked of recheck) {
      if (!errors[checked]) continue;
      updated[checked] = validateOrderField(checked, next, context);
      changed = true;
    }
    if (changed) setErrors(updated);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateOrderForm(values, context);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (draft.reference) onReady();
  }

  function describe(field: OrderField, hint = false) {
    const ids = [hint ? hintId(field) : null, errors[field] ? errorId(field) : null];
    return ids.filter(Boolean).join(" ") || undefined;
  }

  function inputProps(field: OrderField, hint = false) {
    return {
      id: fieldId(field),
      name: field,
      "aria-invalid": Boolean(errors[field]),
      "aria-describedby": describe(field, hint),
      className: inputClass,
    };
  }

  function errorFor(field: OrderField) {
    const problem = errors[field];
    if (!problem) return null;
    const messages: Partial<Record<OrderField, Partial<Record<OrderProblem, string>>>> =
      text.errors;
    return (
      <p id={errorId(field)} className="mt-2 flex gap-1.5 text-sm font-semibold text-brand-700">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {messages[field]?.[problem] ?? text.errorFallback}
      </p>
    );
  }

  function textField(
    field: "senderName" | "senderPhone" | "recipientName" | "recipientPhone",
    autoComplete: string,
  ) {
    const phone = field === "senderPhone" || field === "recipientPhone";
    return (
      <div>
        <label htmlFor={fieldId(field)} className={labelClass}>
          {text.labels[field]}
        </label>
        <input
          {...inputProps(field, phone)}
          type={phone ? "tel" : "text"}
          inputMode={phone ? "tel" : undefined}
          autoComplete={autoComplete}
          required
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
        {phone ? (
          <p id={hintId(field)} className={hintClass}>
            {text.phoneHint}
          </p>
        ) : null}
        {errorFor(field)}
      </div>
    );
  }

  const insideCity = values.area === dhakaCityArea;
  const earliest = earliestDateFor(values.area, context.now);
  const earliestDay = t.giftOrderMessage.day(earliest);
  const cardLength = graphemeCount(values.cardMessage);
  const wallet = isWallet(values.payment) ? values.payment : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      <Group legend={text.aboutYou}>
        {textField("senderName", "name")}
        {textField("senderPhone", "tel")}
      </Group>

      <Group legend={text.recipient}>
        {textField("recipientName", "off")}
        {textField("recipientPhone", "off")}
      </Group>

      <Group legend={text.delivery}>
        <div>
          <label htmlFor={fieldId("address")} className={labelClass}>
            {text.labels.address}
          </label>
          <textarea
            {...inputProps("address", true)}
            className={`${inputClass} resize-y`}
            rows={3}
            autoComplete="street-address"
            required
            value={values.address}
            onChange={(event) => change("address", event.target.value)}
          />
          <p id={hintId("address")} className={hintClass}>
            {text.addressHint}
          </p>
          {errorFor("address")}
        </div>
        <div>
          <label htmlFor={fieldId("area")} className={labelClass}>
            {text.labels.area}
          </label>
          <select
            {...inputProps("area")}
            required
            value={values.area}
            onChange={(event) => change("area", event.target.value)}
          >
            <option value="">{text.areaPlaceholder}</option>
            <option value={dhakaCityArea}>{text.insideDhakaCity}</option>
            <optgroup label={text.districts}>
              {districts.map((district) => (
                <option key={district.id} value={district.id}>
                  {district.name}
                </option>
              ))}
            </optgroup>
          </select>
          {errorFor("area")}
        </div>
        <div>
          <label htmlFor={fieldId("date")} className={labelClass}>
            {text.labels.date}
          </label>
          <input
            {...inputProps("date", true)}
            type="date"
            required
            min={earliest}
            value={values.date}
            onChange={(event) => change("date", event.target.value)}
          />
          <p id={hintId("date")} className={hintClass}>
            {insideCity ? text.dateInsideCity(earliestDay) : text.dateOutsideCity(earliestDay)}
          </p>
          {errorFor("date")}
        </div>
        <div>
          <label htmlFor={fieldId("time")} className={labelClass}>
            {text.labels.time}
          </label>
          <select
            {...inputProps("time")}
            value={values.time}
            onChange={(event) => change("time", event.target.value)}
          >
            {timeChoices.map((choice) => (
              <option key={choice} value={choice}>
                {text.timeChoice(choice)}
              </option>
            ))}
          </select>
          {errorFor("time")}
        </div>
      </Group>

      <Group legend={text.card}>
        <div>
          <label htmlFor={fieldId("cardMessage")} className={labelClass}>
            {text.labels.cardMessage}
          </label>
          <textarea
            {...inputProps("cardMessage", true)}
            className={`${inputClass} resize-y`}
            rows={4}
            value={values.cardMessage}
            onChange={(event) => change("cardMessage", event.target.value)}
          />
          <p
            id={hintId("cardMessage")}
            className={`${hintClass} text-right ${cardLength > shop.ordering.cardMessageLimit ? "font-semibold text-brand-700" : ""}`}
          >
            <span>{text.counter(cardLength)}</span>
            <span className="sr-only"> {text.counterLabel}</span>
          </p>
          {errorFor("cardMessage")}
        </div>
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            name="leaveNameOff"
            checked={values.leaveNameOff}
            onChange={(event) => change("leaveNameOff", event.target.checked)}
            className="size-5 accent-brand-700"
          />
          {text.labels.leaveNameOff}
        </label>
      </Group>

      <fieldset>
        <legend className={`${legendClass} w-full border-b border-sand pb-2`}>
          {text.labels.payment}
        </legend>
        <div className="mt-4 grid grid-cols-2 gap-3">
          {paymentMethods.map((method) => (
            <label
              key={method}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 py-2 font-semibold text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="payment"
                value={method}
                checked={values.payment === method}
                onChange={() => change("payment", method)}
                className="size-5 accent-brand-700"
              />
              {t.giftOrderMessage.paymentMethods[method]}
            </label>
          ))}
        </div>
        {wallet ? (
          <>
            <WalletPayment wallet={wallet} total={summary.total} reference={draft.reference} />
            <div className="mt-5">
              <label htmlFor={fieldId("transactionId")} className={labelClass}>
                {text.labels.transactionId}
              </label>
              <input
                {...inputProps("transactionId", true)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={values.transactionId}
                onChange={(event) =>
                  change("transactionId", toLatinDigits(event.target.value).toUpperCase())
                }
              />
              <p id={hintId("transactionId")} className={hintClass}>
                {text.transactionHint}
              </p>
              {errorFor("transactionId")}
            </div>
          </>
        ) : (
          <p className="mt-4 rounded-xl bg-cream px-4 py-3 text-sm text-ink">{text.codNote}</p>
        )}
      </fieldset>

      <button type="submit" className={`${buttonPrimary} w-full`}>
        {text.review}
      </button>
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className={`${legendClass} mb-4 w-full border-b border-sand pb-2`}>{legend}</legend>
      {children}
    </fieldset>
  );
}
