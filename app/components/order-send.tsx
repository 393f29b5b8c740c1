import { CircleCheck, MessageCircle, MessageSquareText, Pencil, Phone } from "./icons";
import { useRef, useState, type Ref } from "react";
import { flushSync } from "react-dom";
import { shop } from "~/data/shop";
import { useMessages } from "~/hooks/use-messages";
import { smsLink, telLink, whatsappLink } from "~/lib/contact/contact-links";
import { buttonPrimary, buttonQuiet, buttonSecondary, buttonWhatsapp, card } from "./ui";
import { CopyButton } from "./copy-button";

/**
 * The checked order, ready to leave: every way to send it carries the same message, and each one
 * records it in 'My Orders' as prepared. WhatsApp, which carries the whole message to the shop in
 * one tap, is the one main button; SMS, copying and a call are grouped below it as the other ways.
 * 'I have sent it' marks it as sent, on the shopper's word, and is the only thing that empties the
 * cart (or the gift ordered on its own) and the form: it is offered only once a way of sending was
 * opened, and asks once before it empties anything.
 */
export function OrderSend({
  single,
  message,
  headingRef,
  onSend,
  onSent,
  onEdit,
}: {
  /** The gift ordered on its own ('Order this gift'), not the cart. */
  single: boolean;
  message: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSend: () => void;
  onSent: () => void;
  onEdit: () => void;
}) {
  const t = useMessages().ordering;
  const text = t.orderPage;
  const [opened, setOpened] = useState(false);
  const [asking, setAsking] = useState(false);
  const confirmYes = useRef<HTMLButtonElement>(null);
  const sentButton = useRef<HTMLButtonElement>(null);

  function send() {
    onSend();
    setOpened(true);
  }

  function ask() {
    flushSync(() => setAsking(true));
    confirmYes.current?.focus();
  }

  function notYet() {
    flushSync(() => setAsking(false));
    sentButton.current?.focus();
  }

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
        href={whatsappLink(shop.whatsapp, message)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={send}
        className={`${buttonWhatsapp} mt-5 flex w-full whitespace-nowrap`}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t.summary.orderOnWhatsapp}
      </a>

      <div role="group" aria-labelledby="other-ways" className="mt-5 border-t border-sand pt-4">
        <h3 id="other-ways" className="text-sm font-semibold text-muted">
          {text.otherWays}
        </h3>
        <div className="mt-2 grid gap-2 *:whitespace-nowrap sm:grid-cols-3">
          <a href={smsLink(shop.phone, message)} onClick={send} className={buttonQuiet}>
            <MessageSquareText aria-hidden="true" className="size-5 text-brand-700" />
            {t.summary.sendSms}
          </a>
          <CopyButton
            text={message}
            label={text.copyOrder}
            copiedLabel={text.orderCopied}
            onCopy={send}
            className={buttonQuiet}
          />
          <a href={telLink(shop.phone)} onClick={() => setOpened(true)} className={buttonQuiet}>
            <Phone aria-hidden="true" className="size-5 text-brand-700" />
            {t.summary.callToOrder}
          </a>
        </div>
      </div>

      <h3 className="mt-6 font-semibold text-ink">{text.message}</h3>
      <pre className="mt-2 rounded-xl bg-cream p-4 font-sans text-sm whitespace-pre-wrap text-ink">
        {message}
      </pre>

      {asking ? (
        <div
          role="group"
          aria-labelledby="sent-confirm"
          className="mt-6 rounded-2xl border-2 border-brand-700 bg-brand-50 p-4"
        >
          <h3 id="sent-confirm" className="font-semibold text-ink">
            {text.sentConfirmHeading}
          </h3>
          <p className="mt-1 text-sm text-ink">
            {single ? text.sentConfirmSingle : text.sentConfirmCart}
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <button ref={confirmYes} type="button" onClick={onSent} className={buttonPrimary}>
              <CircleCheck aria-hidden="true" className="size-5" />
              {text.sentYes}
            </button>
            <button type="button" onClick={notYet} className={buttonSecondary}>
              {text.sentNotYet}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {opened ? (
            <button ref={sentButton} type="button" onClick={ask} className={buttonSecondary}>
              <CircleCheck aria-hidden="true" className="size-5" />
              {text.sent}
            </button>
          ) : null}
          <button type="button" onClick={onEdit} className={buttonQuiet}>
            <Pencil aria-hidden="true" className="size-5" />
            {text.edit}
          </button>
        </div>
      )}
      <p className="mt-3 text-sm text-muted">{single ? text.sentNoteSingle : text.sentNote}</p>
    </section>
  );
}
