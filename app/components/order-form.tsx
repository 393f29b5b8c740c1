import { useId, useLayoutEffect, useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { NumberWords } from "./number-words";
import { shop } from "~/data/shop";
import { announce } from "~/hooks/use-announcer";
import { useForm } from "~/hooks/use-form";
import { orderActions } from "~/hooks/use-order";
import { useMessages } from "~/hooks/use-messages";
import { usePhoneTimeZone } from "~/hooks/use-phone-time-zone";
import { loadWorldMobile, useWorldMobile } from "~/hooks/use-world-mobile";
import type { CartSummary } from "~/lib/cart/cart-summary";
import { toLatinDigits } from "~/lib/forms/bd-mobile";
import { graphemeCount } from "~/lib/forms/graphemes";
import { isAbroadNumber } from "~/lib/forms/sender-mobile";
import type { DeliveryArea } from "~/lib/order/delivery-areas";
import { dhakaNow, isCalendarDate } from "~/lib/calendar/dhaka-calendar";
import { daySaid } from "~/lib/occasions/occasion-dates";
import { orderGiftDay, type OrderOccasion } from "~/lib/occasions/order-gift-day";
import { shopDeliveryRules, shopOrderDateRules } from "~/lib/order/shop-rules";
import { dateForArea, dateOnOpen, outsideJourney, startingDate } from "~/lib/order/order-date";
import type { RememberedRecipient } from "~/lib/order/remembered-recipients";
import type { RememberedSender } from "~/lib/order/remembered-sender";
import {
  dhakaCityArea,
  earliestDateFor,
  isInsideCity,
  orderFieldsAffected,
  orderPaymentMethods,
  orderRules,
  type OrderContext,
  type OrderDraft,
} from "~/lib/order/order-form";
import { dailyHourElsewhere } from "~/lib/order/sender-time";
import { timeChoices } from "~/lib/order/time-windows";
import { isWallet } from "~/lib/order/payment-methods";
import { Field, InputField } from "./field";
import { RotateCcw } from "./icons";
import { OccasionDayOffer } from "./occasion-day-offer";
import type { OccasionName } from "~/data/types";
import { button, buttonPrimary } from "./ui";
import { WalletPayment } from "./wallet-payment";

const legendClass = "font-display text-xl font-bold text-ink";

/**
 * The gift order form. What the shopper types goes straight to the device's draft, so nothing is
 * lost to a reload or a trip to the wallet app; errors appear on "Review order" and then follow
 * each fix as it is typed.
 */

/**
 * Whether the shopper's own name and number, and the people they send to, are kept for their next
 * order, which they decide.
 */
export interface SenderConsent {
  remember: boolean;
  onRemember: (remember: boolean) => void;
  /** What the device keeps now, if anything: the form offers to forget it. */
  remembered: RememberedSender | null;
  /** The device holds a sender it cannot read: the form says so rather than fill in nothing unsaid. */
  unreadable: boolean;
  /** The last people the shopper sent to, newest first, to choose again in one tap. */
  recipients: readonly RememberedRecipient[];
  onForget: () => void;
}

export function OrderForm({
  draft,
  summary,
  districts,
  occasions = [],
  occasionSlug = null,
  onReady,
  sender,
}: {
  draft: OrderDraft;
  summary: CartSummary;
  districts: readonly DeliveryArea[];
  occasions?: readonly (OccasionName & OrderOccasion)[];
  /** The gift day the order's address names, if any. */
  occasionSlug?: string | null;
  onReady: () => void;
  sender: SenderConsent;
}) {
  const messages = useMessages();
  const t = messages.ordering;
  const text = t.orderPage;
  const [senderUnfolded, setSenderUnfolded] = useState(false);
  const recipientsId = useId();
  const { values } = draft;
  const abroad = useWorldMobile(values.senderPhone);
  const zone = usePhoneTimeZone();
  const context: OrderContext = {
    now: new Date(),
    areaIds: [dhakaCityArea, ...districts.map((district) => district.id)],
    abroad,
  };
  // A number from abroad is checked once its reader has come: never refused or let through unread.
  const [checking, setChecking] = useState(false);
  const { change, submit, focus, fieldProps } = useForm({
    rules: orderRules(context),
    values,
    keep: orderActions.change,
    affects: orderFieldsAffected,
    labels: text.labels,
    messages: text.errors,
    errorFallback: text.errorFallback,
    onValid: () => {
      if (draft.reference) onReady();
    },
  });

  function review(event: FormEvent<HTMLFormElement>) {
    if (abroad || !isAbroadNumber(values.senderPhone)) return submit(event);
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    void loadWorldMobile().then((reader) => {
      setChecking(false);
      submit(event, orderRules({ ...context, abroad: reader }));
    });
  }

  function textField(
    field: "senderName" | "senderPhone" | "recipientName" | "recipientPhone",
    autoComplete: string,
  ) {
    const phone = field === "senderPhone" || field === "recipientPhone";
    // The sender may be abroad; the recipient is in Bangladesh.
    const hint =
      field === "senderPhone" ? text.senderPhoneHint : phone ? text.phoneHint : undefined;
    return (
      <InputField
        {...fieldProps(field)}
        hint={hint}
        input={{
          type: phone ? "tel" : "text",
          inputMode: phone ? "tel" : undefined,
          autoComplete,
          required: true,
          value: values[field],
          onChange: (event) => change(field, event.target.value),
        }}
      />
    );
  }

  // A sender the device remembered, still as it was kept, stands as one line until 'Change', so the
  // first field to type (the recipient's) is on a phone's first screen.
  const senderFolded =
    !senderUnfolded &&
    sender.remembered !== null &&
    values.senderName === sender.remembered.name &&
    values.senderPhone === sender.remembered.phone &&
    !values.senderEmail;

  function unfoldSender() {
    flushSync(() => setSenderUnfolded(true));
    focus("senderName");
  }

  /** A remembered recipient's area by its name in the page's language; null if no longer offered. */
  function areaName(area: string): string | null {
    if (area === dhakaCityArea) return text.dhakaCity;
    return districts.find((district) => district.id === area)?.name ?? null;
  }

  function chooseRecipient(recipient: RememberedRecipient) {
    change("recipientName", recipient.name);
    change("recipientPhone", recipient.phone);
    change("address", recipient.address);
    if (areaName(recipient.area)) changeArea(recipient.area);
    announce(text.recipientFilled(recipient.name));
  }

  const insideCity = isInsideCity(values.area);
  const earliest = earliestDateFor(values.area, context.now);
  const earliestDay = t.giftOrderMessage.day(earliest);
  const cutoffYours = dailyHourElsewhere(
    zone,
    dhakaNow(context.now).date,
    shop.ordering.sameDayCutoffHour,
  );
  const giftDay = orderGiftDay(
    occasions,
    {
      slug: occasionSlug,
      productIds: summary.lines.flatMap((line) => line.productId ?? []),
    },
    context.now,
    shopDeliveryRules,
  );
  // Read once, as the form opens: the date it starts on, or the shopper's, or the earliest.
  const [opening] = useState(() =>
    dateOnOpen(
      { date: values.date, startedOn: draft.dateStartedOn },
      startingDate(giftDay?.deliverOn ?? null, insideCity, context.now, shopOrderDateRules),
      insideCity,
      context.now,
      shopOrderDateRules,
    ),
  );
  // Said under the date when the form moved it, politely: it informs, and takes no focus.
  const [dateNote, setDateNote] = useState(() =>
    opening.change === "moved" ? text.datePassed(opening.from, opening.date) : null,
  );
  // Set before the first paint, so the field never shows a date it is about to leave.
  useLayoutEffect(() => {
    if (opening.change !== "none") orderActions.startDate(opening.date);
  }, [opening]);
  const [dateOpen, setDateOpen] = useState(false);
  const dateField = fieldProps("date");
  const hasDate = isCalendarDate(values.date);
  // The gift day the form started on stands in words, the field folded away, until 'change'.
  const folded =
    !dateOpen && giftDay !== null && values.date === giftDay.deliverOn && dateField.error === null
      ? { ...giftDay, said: daySaid(giftDay.occasion, giftDay.day, shopDeliveryRules) }
      : null;
  const journey =
    !insideCity && hasDate && values.date >= earliest
      ? outsideJourney(values.date, shopOrderDateRules)
      : null;
  const dateLabel = insideCity ? text.labels.date : text.arrivesBy;

  function changeArea(area: string) {
    const inside = isInsideCity(area);
    const moved = dateForArea(values.date, inside, new Date(), shopOrderDateRules);
    if (moved) orderActions.startDate(moved);
    const name = districts.find((district) => district.id === area)?.name ?? "";
    setDateNote(moved ? text.dateMoved(moved, inside, name) : null);
    change("area", area, moved ? { date: moved } : {});
  }

  function openDate() {
    flushSync(() => setDateOpen(true));
    document.getElementById(dateField.id)?.focus();
  }

  const cardLength = graphemeCount(values.cardMessage);
  const wallet = isWallet(values.payment) ? values.payment : null;

  return (
    <form noValidate onSubmit={review} className="space-y-8">
      {senderFolded ? (
        // One line, as a checkout names the buyer it knows: the legend stays for screen readers.
        <fieldset>
          <legend className="sr-only">{text.aboutYou}</legend>
          <div className="flex items-center justify-between gap-2 rounded-xl bg-cream pl-3 text-sm">
            <p className="min-w-0 text-ink">
              <span className="text-muted">{text.senderFrom}</span>{" "}
              <strong className="font-semibold">{values.senderName}</strong>
              {/* A phone's narrow line puts the number under the name rather than break it anywhere. */}
              <span className="hidden text-muted sm:inline"> · </span>
              <span className="block whitespace-nowrap tabular-nums sm:inline">
                {text.senderPhone(values.senderPhone)}
              </span>
            </p>
            <button
              type="button"
              aria-label={text.changeSenderLabel}
              onClick={unfoldSender}
              className="inline-flex min-h-11 shrink-0 items-center px-3 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {text.changeSender}
            </button>
          </div>
        </fieldset>
      ) : (
        <Group legend={text.aboutYou}>
          {sender.unreadable && !values.senderName && !values.senderPhone ? (
            <p className="rounded-xl bg-cream px-4 py-3 text-sm text-ink">
              {text.senderUnreadable}
            </p>
          ) : null}
          {textField("senderName", "name")}
          {textField("senderPhone", "tel")}
          <InputField
            {...fieldProps("senderEmail")}
            hint={text.emailHint}
            input={{
              type: "email",
              inputMode: "email",
              autoComplete: "email",
              value: values.senderEmail,
              onChange: (event) => change("senderEmail", event.target.value),
            }}
          />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
              <input
                type="checkbox"
                name="rememberSender"
                checked={sender.remember}
                onChange={(event) => sender.onRemember(event.target.checked)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {text.rememberSender}
            </label>
            {sender.remembered || sender.unreadable || sender.recipients.length > 0 ? (
              <button
                type="button"
                onClick={sender.onForget}
                className={`${button("quiet", "compact")} text-sm`}
              >
                {text.forgetSender}
              </button>
            ) : null}
          </div>
        </Group>
      )}

      <Group legend={text.recipient}>
        {sender.recipients.length > 0 ? (
          <div>
            <p id={recipientsId} className="text-sm font-semibold text-muted">
              {text.recipientsKept}
            </p>
            {/* One row that scrolls sideways: three people never push the name field off a phone's first screen. */}
            <ul
              aria-labelledby={recipientsId}
              className="mt-2 flex w-0 min-w-full gap-2 overflow-x-auto sm:flex-wrap"
            >
              {sender.recipients.map((recipient) => {
                const area = areaName(recipient.area);
                const shown = area ? `${recipient.name} · ${area}` : recipient.name;
                return (
                  <li key={recipient.phone} className="shrink-0">
                    <button
                      type="button"
                      aria-label={
                        area
                          ? `${text.sendToAgain(recipient.name)} · ${area}`
                          : text.sendToAgain(recipient.name)
                      }
                      onClick={() => chooseRecipient(recipient)}
                      className="flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-semibold whitespace-nowrap text-ink hover:border-brand-700 hover:bg-brand-50"
                    >
                      <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                      {shown}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {textField("recipientName", "off")}
        {textField("recipientPhone", "off")}
      </Group>

      <Group legend={text.delivery}>
        <Field {...fieldProps("address")} hint={text.addressHint}>
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} resize-y`}
              rows={3}
              autoComplete="street-address"
              required
              value={values.address}
              onChange={(event) => change("address", event.target.value)}
            />
          )}
        </Field>
        <Field {...fieldProps("area")}>
          {(control) => (
            <select
              {...control}
              required
              value={values.area}
              onChange={(event) => changeArea(event.target.value)}
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
          )}
        </Field>
        <div>
          {folded ? (
            <div role="group" aria-labelledby={`${dateField.id}-label`}>
              <p id={`${dateField.id}-label`} className="font-semibold text-ink">
                {dateLabel}
              </p>
              <p className="mt-2 rounded-xl bg-cream px-4 py-0.5 text-ink">
                <span className="font-semibold">
                  {/* A line may break only after a comma: the date and the gift day's name stay whole. */}
                  {text
                    .giftDay(folded.deliverOn, folded.occasion.name, folded.said)
                    .replace(/(?<!,) /g, "\u00a0")}
                </span>{" "}
                <span aria-hidden="true">·</span>{" "}
                <button
                  type="button"
                  aria-label={text.changeDateLabel}
                  onClick={openDate}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                >
                  {text.changeDate}
                </button>
              </p>
              {journey ? (
                <p className="mt-1.5 text-sm text-muted">
                  <NumberWords text={text.leavesShop(journey)} />
                </p>
              ) : null}
              {folded.said.moon ? (
                <p className="mt-1.5 text-sm text-muted">
                  {messages.occasions.moonNote(folded.occasion.name)}
                </p>
              ) : null}
            </div>
          ) : (
            <InputField
              {...dateField}
              label={dateLabel}
              hint={
                <>
                  {hasDate ? (
                    <span className="block font-semibold text-ink">
                      <NumberWords text={text.dayInWords(values.date)} />{" "}
                    </span>
                  ) : null}
                  {journey ? (
                    <span className="block">
                      <NumberWords text={text.leavesShop(journey)} />{" "}
                    </span>
                  ) : null}
                  <span className="block">
                    <NumberWords
                      text={
                        insideCity
                          ? text.dateInsideCity(earliestDay, cutoffYours)
                          : text.dateOutsideCity(earliestDay)
                      }
                    />
                  </span>
                </>
              }
              input={{
                type: "date",
                required: true,
                min: earliest,
                value: values.date,
                onChange: (event) => {
                  setDateNote(null);
                  change("date", event.target.value);
                },
              }}
            />
          )}
          <div aria-live="polite">
            {dateNote ? (
              <p className="mt-3 rounded-xl bg-gold-100 p-3 text-sm font-semibold text-ink">
                <NumberWords text={dateNote} />
              </p>
            ) : null}
          </div>
        </div>
        {folded ? null : (
          <OccasionDayOffer
            occasions={occasions}
            area={values.area}
            date={values.date}
            onChoose={(date) => {
              setDateNote(null);
              change("date", date);
            }}
          />
        )}
        <Field {...fieldProps("time")}>
          {(control) => (
            <select
              {...control}
              value={values.time}
              onChange={(event) => change("time", event.target.value)}
            >
              {timeChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {text.timeChoice(choice)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Group>

      <Group legend={text.card}>
        <Field
          {...fieldProps("cardMessage")}
          counter={
            <>
              <span>{text.counter(cardLength)}</span>
              <span className="sr-only"> {text.counterLabel}</span>
            </>
          }
          counterOver={cardLength > shop.ordering.cardMessageLimit}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} resize-y`}
              rows={4}
              value={values.cardMessage}
              onChange={(event) => change("cardMessage", event.target.value)}
            />
          )}
        </Field>
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            name="leaveNameOff"
            checked={values.leaveNameOff}
            onChange={(event) => change("leaveNameOff", event.target.checked)}
            className="size-5 shrink-0 accent-brand-700"
          />
          {text.labels.leaveNameOff}
        </label>
      </Group>

      <fieldset>
        <legend className={`${legendClass} w-full border-b border-sand pb-2`}>
          {text.labels.payment}
        </legend>
        <div className="mt-4 grid grid-cols-2 gap-3">
          {orderPaymentMethods.map((method) => (
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
                className="size-5 shrink-0 accent-brand-700"
              />
              {t.giftOrderMessage.paymentMethods[method]}
            </label>
          ))}
        </div>
        {wallet ? (
          <>
            <WalletPayment wallet={wallet} total={summary.total} reference={draft.reference} />
            <div className="mt-5">
              <InputField
                {...fieldProps("transactionId")}
                hint={text.transactionHint(text.paymentNames[wallet])}
                input={{
                  autoComplete: "off",
                  autoCapitalize: "characters",
                  spellCheck: false,
                  value: values.transactionId,
                  onChange: (event) =>
                    change("transactionId", toLatinDigits(event.target.value).toUpperCase()),
                }}
              />
            </div>
          </>
        ) : (
          <p className="mt-4 rounded-xl bg-cream px-4 py-3 text-sm text-ink">{text.codNote}</p>
        )}
      </fieldset>

      <button type="submit" aria-busy={checking} className={`${buttonPrimary} w-full`}>
        {checking ? text.checkingNumber : text.review}
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
