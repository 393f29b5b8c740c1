import { ClipboardList, ShoppingBag } from "./icons";
import { useEffect, useId, useState, type Ref } from "react";
import { useLocation } from "react-router";
import { personaliseAnchor } from "~/config/paths";
import type { PersonalisationField, Product } from "~/data/types";
import { useAddToCart } from "~/hooks/use-cart";
import { useForm } from "~/hooks/use-form";
import { useFormat, useMessages } from "~/hooks/use-messages";
import type { CartLine } from "~/lib/cart/cart";
import { cleanText, type Choices } from "~/lib/cart/choices";
import { ownValue } from "~/lib/catalog/own-value";
import { personalisationProblem, writtenTexts } from "~/lib/cart/choice-prices";
import { graphemeCount } from "~/lib/forms/graphemes";
import { InputField } from "./field";
import { QuantityInput } from "./quantity-input";
import { buttonPrimary, buttonSecondary } from "./ui";

/** Marks the buttons that send the form to order the gift on its own, not to add it to the cart. */
export const orderIntent = "order";

/**
 * 'Add to Cart' and 'Order this gift' for a gift that asks for choices or text: a choice for each
 * option, a field with a live counter for each text, checked on either button. The page keeps the choices and the text,
 * as its price and its WhatsApp message follow them; they stay after adding, for another.
 *
 * Before the app starts, the early script keeps what is typed and chosen here and holds the tap,
 * which this form then checks (app/start-up/): the button carries no early cart-add.
 */
export function GiftChoicesForm({
  id,
  actionsRef,
  product,
  choices,
  onChoose,
  typed,
  onType,
  onOrder,
}: {
  /** The form's id: the page's action bar sends this form (product-action-bar.tsx). */
  id: string;
  /** The quantity and 'Add to Cart', which the page watches scroll out of sight. */
  actionsRef: Ref<HTMLDivElement>;
  product: Product;
  choices: Choices;
  onChoose: (optionId: string, choiceId: string) => void;
  typed: Choices;
  onType: (fieldId: string, text: string) => void;
  /** Orders the gift, as chosen and written, on its own. */
  onOrder: (line: CartLine) => void;
}) {
  const t = useMessages();
  const text = t.productPage;
  const format = useFormat();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const options = product.options ?? [];
  const fields = product.personalisation ?? [];
  // The limit counts the text as it will be kept: trimmed, with spaces run together.
  const count = (field: PersonalisationField) =>
    graphemeCount(cleanText(ownValue(typed, field.id) ?? ""));

  const { change, submit, fieldProps } = useForm({
    rules: {
      fields: fields.map((field) => field.id),
      problem: (id, values: Choices) => {
        const field = fields.find((candidate) => candidate.id === id);
        return field && personalisationProblem(field, cleanText(ownValue(values, id) ?? ""));
      },
    },
    values: typed,
    keep: onType,
    labels: Object.fromEntries(fields.map((field) => [field.id, field.label])),
    messages: Object.fromEntries(
      fields.map((field) => [
        field.id,
        {
          required: text.textRequired(field.label),
          tooLong: text.textTooLong(field.maxLength, count(field)),
        },
      ]),
    ),
    // Every field has a message for each of its problems.
    errorFallback: t.ordering.orderPage.errorFallback,
    onValid: (event) => {
      const written = writtenTexts(fields, typed);
      const line = {
        productId: product.id,
        quantity,
        ...(options.length > 0 ? { choices } : {}),
        ...(Object.keys(written).length > 0 ? { text: written } : {}),
      };
      // 'Order this gift' (here or in the page's action bar) says so; Enter in a field adds.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter?.dataset.intent === orderIntent) onOrder(line);
      else addToCart(product.name, line);
    },
  });

  // Opened at its text's field (a card's 'Personalize'): the browser scrolls to the fragment from
  // the prerendered page's first paint, or the router after a link; the field takes the focus
  // once the app has started, so the shopper types at once.
  const { hash } = useLocation();
  const firstField = fields[0];
  const firstFieldId = firstField ? fieldProps(firstField.id).id : undefined;
  useEffect(() => {
    if (hash !== `#${personaliseAnchor}` || !firstFieldId) return;
    document.getElementById(firstFieldId)?.focus({ preventScroll: true });
  }, [hash, firstFieldId]);

  return (
    <form id={id} noValidate onSubmit={submit} className="mt-6 space-y-5">
      {options.map((option) => (
        <fieldset key={option.id}>
          <legend className="font-semibold text-ink">{option.name}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {option.choices.map((choice) => (
              <label
                key={choice.id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full whitespace-nowrap border border-stone-300 bg-white px-4 py-2 font-semibold text-ink hover:border-brand-200 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-${option.id}`}
                  value={choice.id}
                  checked={ownValue(choices, option.id) === choice.id}
                  onChange={() => onChoose(option.id, choice.id)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {choice.surcharge > 0
                  ? text.choiceWithSurcharge(choice.name, format.taka(choice.surcharge))
                  : choice.name}
              </label>
            ))}
          </div>
        </fieldset>
      ))}

      {fields.length > 0 ? (
        // On a wide screen the field is near the top already: the margin keeps the gift's name,
        // price and photo in sight above it rather than scroll them away.
        <div id={personaliseAnchor} className="space-y-5 lg:scroll-mt-104">
          {fields.map((field) => (
            <InputField
              key={field.id}
              {...fieldProps(field.id)}
              labelAside={field.required ? undefined : text.optional}
              counter={
                <>
                  <span>{text.counter(count(field), field.maxLength)}</span>
                  <span className="sr-only"> {text.counterLabel}</span>
                </>
              }
              counterOver={count(field) > field.maxLength}
              input={{
                type: "text",
                autoComplete: "off",
                // A name in Arabic script reads right to left; the limit is checked on 'Add to Cart',
                // not by maxLength, which counts a Bangla conjunct or an emoji as several.
                dir: "auto",
                required: field.required,
                value: ownValue(typed, field.id) ?? "",
                onChange: (event) => change(field.id, event.target.value),
              }}
            />
          ))}
        </div>
      ) : null}

      <div ref={actionsRef} className="flex flex-wrap items-end gap-4">
        <QuantityInput id={quantityId} value={quantity} onChange={setQuantity} />
        {/* Its label never wraps: beside a narrow quantity box it moves below it. */}
        <button type="submit" className={`${buttonPrimary} flex-1 whitespace-nowrap`}>
          <ShoppingBag aria-hidden="true" className="size-5" />
          {t.cart.add}
        </button>
        <button
          type="submit"
          data-intent={orderIntent}
          className={`${buttonSecondary} w-full whitespace-nowrap`}
        >
          <ClipboardList aria-hidden="true" className="size-5" />
          {t.product.orderThisGift}
        </button>
      </div>
    </form>
  );
}
