import { CircleCheck, Mail, MessageCircle, Pencil } from "./icons";
import type { Ref } from "react";
import { shop } from "~/data/shop";
import { useMessages } from "~/hooks/use-messages";
import {
  contactMessage,
  contactSendLinks,
  type ContactFormValues,
} from "~/lib/contact/contact-form";
import { buttonPrimary, buttonSecondary, buttonWhatsapp } from "./ui";

/** Shows exactly what will leave, and says plainly that the shopper's own app sends it. */
export function ContactConfirmation({
  values,
  subjectLabel,
  headingRef,
  onEdit,
}: {
  values: ContactFormValues;
  subjectLabel: string;
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: () => void;
}) {
  const t = useMessages();
  const text = t.help.form;
  const message = contactMessage(values, subjectLabel);
  const links = contactSendLinks(message, shop);

  return (
    <div>
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-leaf" />
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-40 font-display text-2xl font-bold text-ink outline-none"
        >
          {text.confirmHeading}
        </h3>
      </div>
      <p className="mt-3 text-muted">{text.confirmText}</p>
      <dl className="mt-6 space-y-4 rounded-2xl border border-sand bg-cream p-5">
        <div>
          <dt className="text-sm font-semibold text-muted">{text.to}</dt>
          <dd className="mt-0.5 break-words">
            {shop.name} · {shop.email} · {t.shopText.phone}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{text.subject}</dt>
          <dd className="mt-0.5 break-words">{message.subject}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{text.message}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-wrap">{message.body}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={links.email} className={buttonPrimary}>
          <Mail aria-hidden="true" className="size-5" />
          {text.sendEmail}
        </a>
        <a
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonWhatsapp}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {text.sendWhatsapp}
          <span className="sr-only"> {t.help.reachUs.newTab}</span>
        </a>
        <button type="button" onClick={onEdit} className={buttonSecondary}>
          <Pencil aria-hidden="true" className="size-5" />
          {text.edit}
        </button>
      </div>
    </div>
  );
}
