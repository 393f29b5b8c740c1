import { AlertCircle } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useMessages } from "~/hooks/use-messages";
import {
  contactLimits,
  contactSubjects,
  emptyContactForm,
  firstInvalidField,
  isContactSubject,
  validateContactField,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactFormValues,
} from "~/lib/contact-form";
import { ContactConfirmation } from "./contact-confirmation";
import { buttonPrimary } from "./ui";

// scroll-mt keeps the label in view below the sticky header when focus jumps to a field.
const inputClass =
  "mt-2 block min-h-11 w-full scroll-mt-40 rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-ink placeholder:text-stone-500 hover:border-brand-200 aria-[invalid=true]:border-brand-600 aria-[invalid=true]:bg-brand-50/40";

/**
 * The site has no server to send to, so the form checks the message and then hands it to the
 * shopper's own email app or WhatsApp. The values live here, so nothing typed is ever lost.
 */
export function ContactForm() {
  const t = useMessages();
  const text = t.help.form;
  const id = useId();
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [ready, setReady] = useState(false);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been flagged, its message updates as the shopper fixes it.
    if (errors[field]) setErrors({ ...errors, [field]: validateContactField(field, next) });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    flushSync(() => setReady(true));
    confirmationHeading.current?.focus();
  }

  function edit() {
    flushSync(() => setReady(false));
    document.getElementById(fieldId("message"))?.focus();
  }

  if (ready && isContactSubject(values.subject)) {
    return (
      <ContactConfirmation
        values={values}
        subjectLabel={text.subjects[values.subject]}
        headingRef={confirmationHeading}
        onEdit={edit}
      />
    );
  }

  function describe(field: ContactField, ...hints: string[]) {
    const ids = errors[field] ? [...hints, errorId(field)] : hints;
    return ids.length > 0 ? ids.join(" ") : undefined;
  }

  function errorFor(field: ContactField) {
    const problem = errors[field];
    if (!problem) return null;
    const messages: Partial<Record<string, string>> = text.errors[field];
    return (
      <p id={errorId(field)} className="mt-2 flex gap-1.5 text-sm font-semibold text-brand-700">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {messages[problem] ?? text.errorFallback}
      </p>
    );
  }

  const messageLength = values.message.length;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <Field>
        <label htmlFor={fieldId("name")} className={labelClass}>
          {text.name}
        </label>
        <input
          id={fieldId("name")}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => change("name", event.target.value)}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describe("name")}
          className={inputClass}
        />
        {errorFor("name")}
      </Field>
      <Field>
        <label htmlFor={fieldId("email")} className={labelClass}>
          {text.email}
        </label>
        <input
          id={fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => change("email", event.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describe("email")}
          className={inputClass}
        />
        {errorFor("email")}
      </Field>
      <Field>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={fieldId("phone")} className={labelClass}>
            {text.phone}
          </label>
          <span className="text-sm text-muted">{text.optional}</span>
        </div>
        <input
          id={fieldId("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => change("phone", event.target.value)}
          aria-invalid={Boolean(errors.phone)}
          aria-describedby={describe("phone", `${id}-phone-hint`)}
          className={inputClass}
        />
        <p id={`${id}-phone-hint`} className="mt-1.5 text-sm text-muted">
          {text.phoneHint}
        </p>
        {errorFor("phone")}
      </Field>
      <Field>
        <label htmlFor={fieldId("subject")} className={labelClass}>
          {text.subject}
        </label>
        <select
          id={fieldId("subject")}
          name="subject"
          required
          value={values.subject}
          onChange={(event) => change("subject", event.target.value)}
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={describe("subject")}
          className={inputClass}
        >
          <option value="">{text.subjectPlaceholder}</option>
          {contactSubjects.map((subject) => (
            <option key={subject} value={subject}>
              {text.subjects[subject]}
            </option>
          ))}
        </select>
        {errorFor("subject")}
      </Field>
      <Field wide>
        <label htmlFor={fieldId("message")} className={labelClass}>
          {text.message}
        </label>
        <textarea
          id={fieldId("message")}
          name="message"
          required
          rows={6}
          value={values.message}
          onChange={(event) => change("message", event.target.value)}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describe("message", `${id}-message-hint`)}
          className={`${inputClass} resize-y`}
        />
        <div className="mt-1.5 flex justify-between gap-4 text-sm text-muted">
          <p id={`${id}-message-hint`}>{text.messageHint}</p>
          <p
            className={
              messageLength > contactLimits.messageMax ? "font-semibold text-brand-700" : undefined
            }
          >
            <span>{text.counter(messageLength)}</span>
            <span className="sr-only"> {text.counterLabel}</span>
          </p>
        </div>
        {errorFor("message")}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonPrimary} w-full sm:w-auto`}>
          {text.submit}
        </button>
      </div>
    </form>
  );
}

const labelClass = "font-semibold text-ink";

function Field({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={wide ? "sm:col-span-2" : undefined}>{children}</div>;
}
