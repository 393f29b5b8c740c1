import { useRef, useState, type ChangeEvent } from "react";
import { flushSync } from "react-dom";
import { useForm } from "~/hooks/use-form";
import { useMessages } from "~/hooks/use-messages";
import { contactLimits } from "~/lib/forms/limits";
import {
  contactRules,
  contactSubjects,
  emptyContactForm,
  isContactSubject,
  type ContactField,
  type ContactFormValues,
} from "~/lib/contact/contact-form";
import { ContactConfirmation } from "./contact-confirmation";
import { Field, InputField } from "./field";
import { buttonPrimary } from "./ui";

/**
 * The site has no server to send to, so the form checks the message and then hands it to the
 * shopper's own email app or WhatsApp. The values live here, so nothing typed is ever lost.
 */
export function ContactForm() {
  const t = useMessages();
  const text = t.help.form;
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [ready, setReady] = useState(false);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const { change, submit, focus, fieldProps } = useForm({
    rules: contactRules,
    values,
    // From the state as it is by then: changes replayed one after another (app/start-up/) or
    // typed faster than a render each build on each other.
    keep: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    labels: text,
    messages: text.errors,
    errorFallback: text.errorFallback,
    onValid: () => {
      flushSync(() => setReady(true));
      confirmationHeading.current?.focus();
    },
  });

  function edit() {
    flushSync(() => setReady(false));
    focus("message");
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

  const onChange =
    (field: ContactField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      change(field, event.target.value);

  const messageLength = values.message.length;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <InputField
        {...fieldProps("name")}
        input={{
          autoComplete: "name",
          required: true,
          value: values.name,
          onChange: onChange("name"),
        }}
      />
      <InputField
        {...fieldProps("email")}
        input={{
          type: "email",
          autoComplete: "email",
          required: true,
          value: values.email,
          onChange: onChange("email"),
        }}
      />
      <InputField
        {...fieldProps("phone")}
        labelAside={text.optional}
        hint={text.phoneHint}
        input={{
          type: "tel",
          autoComplete: "tel",
          value: values.phone,
          onChange: onChange("phone"),
        }}
      />
      <Field {...fieldProps("subject")}>
        {(control) => (
          <select {...control} required value={values.subject} onChange={onChange("subject")}>
            <option value="">{text.subjectPlaceholder}</option>
            {contactSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {text.subjects[subject]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        {...fieldProps("message")}
        wide
        hint={text.messageHint}
        counter={
          <>
            <span>{text.counter(messageLength)}</span>
            <span className="sr-only"> {text.counterLabel}</span>
          </>
        }
        counterOver={messageLength > contactLimits.messageMax}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} resize-y`}
            required
            rows={6}
            value={values.message}
            onChange={onChange("message")}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonPrimary} w-full sm:w-auto`}>
          {text.submit}
        </button>
      </div>
    </form>
  );
}
