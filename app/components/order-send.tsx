import { CheckCircle2, MessageCircle, MessageSquareText, Pencil, Phone } from "lucide-react";
import type { Ref } from "react";
import { shop } from "~/config/shop";
import { useMessages } from "~/hooks/use-messages";
import { smsLink, telLink, whatsappLink } from "~/lib/contact/contact-links";
import { buttonPrimary, buttonQuiet, buttonSecondary, buttonWhatsapp, card } from "./ui";
import { CopyButton } from "./copy-button";

/**
 * The checked order, ready to leave: every way to send it carries the same message, and each one
 * records it in 'My Orders' as prepared. WhatsApp, which carries the whole message to the shop in
 * one tap, is the main way; SMS, copying and a call are grouped below it as the other ways. 'I have sent it' marks it as sent, on the shopper's word,
 * and is the only thing that empties the cart and the form.
 */
export function OrderSend({
  message,
  headingRef,
  onSend,
  onSent,
  onEdit,
}: {
  message: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSend: () => void;
  onSent: () => void;
  onEdit: () => void;
}) {
  const t = useMessages().ordering;
  const text = t.orderPage;

  return (
    <section aria-labelledby="order-ready" className={`${card} p-5 sm:p-6`}>
      <h2
        id="order-ready"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-bold text-ink outline-none"
      >
        {text.readyHeading}
      </h2>
      <p className="mt-2 text-muted">{text.readyText}</p>

      <a
        href={whatsappLink(shop.phone, message)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onSend}
        className={`${buttonWhatsapp} mt-5 flex whitespace-nowrap`}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t.summary.orderOnWhatsapp}
      </a>

      <div role="group" aria-labelledby="other-ways" className="mt-5 border-t border-sand pt-4">
        <h3 id="other-ways" className="text-sm font-semibold text-muted">
          {text.otherWays}
        </h3>
        <div className="mt-2 grid gap-2 *:whitespace-nowrap">
          <a href={smsLink(shop.phone, message)} onClick={onSend} className={buttonQuiet}>
            <MessageSquareText aria-hidden="true" className="size-5 text-brand-700" />
            {t.summary.sendSms}
          </a>
          <CopyButton
            text={message}
            label={text.copyOrder}
            copiedLabel={text.orderCopied}
            onCopy={onSend}
            className={buttonQuiet}
          />
          <a href={telLink(shop.phone)} className={buttonQuiet}>
            <Phone aria-hidden="true" className="size-5 text-brand-700" />
            {t.summary.callToOrder}
          </a>
        </div>
      </div>

      <h3 className="mt-6 font-semibold text-ink">{text.message}</h3>
      <pre className="mt-2 rounded-xl bg-cream p-4 font-sans text-sm whitespace-pre-wrap text-ink">
        {message}
      </pre>

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={onSent} className={buttonPrimary}>
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {text.sent}
        </button>
        <button type="button" onClick={onEdit} className={buttonSecondary}>
          <Pencil aria-hidden="true" className="size-5" />
          {text.edit}
        </button>
      </div>
      <p className="mt-3 text-sm text-muted">{text.sentNote}</p>
    </section>
  );
}
