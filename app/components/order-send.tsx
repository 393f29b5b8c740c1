import { NumberWords } from "./number-words";
import { ChevronDown, CircleCheck, MessageCircle, MessageSquareText, Pencil, Phone } from "./icons";
import { Fragment, useRef, useState, type ReactNode, type Ref } from "react";
import { shop } from "~/data/shop";
import { useFootBarSpace } from "~/hooks/use-foot-bar-space";
import { useMessages } from "~/hooks/use-messages";
import { smsLink, telLink, whatsappLink } from "~/lib/contact/contact-links";
import { button, buttonQuiet, buttonWhatsapp, card } from "./ui";
import { CopyButton } from "./copy-button";

/** The ways an order leaves the page: each one opens (or copies) the same message. */
export type SendWay = "whatsapp" | "sms" | "copy" | "call";

/**
 * The checked order, ready to leave: every way to send it carries the same message, and each one
 * records it in 'My Orders' as prepared. WhatsApp, which carries the whole message to the shop in
 * one tap, is the one main button; SMS, copying and a call are grouped below it as the other ways,
 * and the long message itself is folded behind 'Show the message'. Once a way was opened, a bar at
 * the foot of the screen, where the shopper's thumb is when they come back, asks whether it worked:
 * its 'Yes, I sent it' marks the order as sent on the shopper's word and is the only thing that
 * empties the cart (or the gift ordered on its own) and the form; 'Open again' opens the same way
 * once more.
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
  /** A way was opened: the order is recorded as prepared (again). */
  onSend: () => void;
  onSent: () => void;
  onEdit: () => void;
}) {
  const t = useMessages().ordering;
  const text = t.orderPage;
  const [opened, setOpened] = useState<SendWay | null>(null);
  // Copying by hand, when the browser refuses, needs the message in sight.
  const [messageShown, setMessageShown] = useState(false);

  function send(way: SendWay) {
    onSend();
    setOpened(way);
    if (way === "copy") setMessageShown(true);
  }

  // The labels stay on one line; a note beside them (copying refused) wraps as words do.
  const quiet = `${buttonQuiet} whitespace-nowrap`;
  const links = {
    whatsapp: whatsappLink(shop.whatsapp, message),
    sms: smsLink(shop.phone, message),
    call: telLink(shop.phone),
  };

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
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => send("whatsapp")}
        className={`${buttonWhatsapp} mt-5 flex w-full whitespace-nowrap`}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t.summary.orderOnWhatsapp}
      </a>

      <div role="group" aria-labelledby="other-ways" className="mt-5 border-t border-sand pt-4">
        <h3 id="other-ways" className="text-sm font-semibold text-muted">
          {text.otherWays}
        </h3>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          <a href={links.sms} onClick={() => send("sms")} className={quiet}>
            <MessageSquareText aria-hidden="true" className="size-5 text-brand-700" />
            {t.summary.sendSms}
          </a>
          <CopyButton
            text={message}
            label={text.copyOrder}
            copiedLabel={text.orderCopied}
            onCopy={() => send("copy")}
            className={quiet}
          />
          <a href={links.call} onClick={() => setOpened("call")} className={quiet}>
            <Phone aria-hidden="true" className="size-5 text-brand-700" />
            {t.summary.callToOrder}
          </a>
        </div>
      </div>

      {opened ? (
        <SentBar
          way={opened}
          again={
            opened === "copy" ? (
              <CopyButton
                text={message}
                label={text.sendAgain.copy}
                copiedLabel={text.orderCopied}
                onCopy={() => send("copy")}
                className={`${button("secondary", "compact")} w-full whitespace-nowrap`}
              />
            ) : (
              <a
                href={links[opened]}
                {...(opened === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                onClick={opened === "call" ? undefined : () => send(opened)}
                className={`${button("secondary", "compact")} w-full whitespace-nowrap`}
              >
                {text.sendAgain[opened]}
              </a>
            )
          }
          onSent={onSent}
        />
      ) : null}

      <details
        open={messageShown}
        onToggle={(event) => setMessageShown(event.currentTarget.open)}
        className="group mt-6"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          <ChevronDown
            aria-hidden="true"
            className="size-5 transition-transform group-open:rotate-180"
          />
          {text.showMessage}
        </summary>
        <pre className="mt-2 rounded-xl bg-cream p-4 font-sans text-sm whitespace-pre-wrap text-ink">
          {message.split("\n").map((line, index) => (
            // Each line on its own: a run kept whole must not swallow the line's end.
            <Fragment key={index}>
              {index > 0 ? "\n" : null}
              <NumberWords text={line} />
            </Fragment>
          ))}
        </pre>
      </details>

      <div className="mt-4">
        <button type="button" onClick={onEdit} className={buttonQuiet}>
          <Pencil aria-hidden="true" className="size-5" />
          {text.edit}
        </button>
      </div>
      <p className="mt-3 text-sm text-muted">{single ? text.sentNoteSingle : text.sentNote}</p>
    </section>
  );
}

/**
 * The question at the foot of the screen, from the moment a way was opened: it comes right after
 * the ways in the page's order, so the keyboard reaches it next, and a screen reader finds it as
 * a region named by its question. The page keeps its height free at its end, so it covers
 * nothing.
 */
function SentBar({ way, again, onSent }: { way: SendWay; again: ReactNode; onSent: () => void }) {
  const text = useMessages().ordering.orderPage;
  const bar = useRef<HTMLElement>(null);
  useFootBarSpace(bar);
  return (
    <section
      ref={bar}
      aria-labelledby="sent-ask"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur"
    >
      <div className="container-page flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="sent-ask" className="font-semibold text-ink">
          {text.sentAsk[way]}
        </h2>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <button
            type="button"
            onClick={onSent}
            className={`${button("primary", "compact")} w-full whitespace-nowrap`}
          >
            <CircleCheck aria-hidden="true" className="size-5" />
            {way === "call" ? text.sentYesCall : text.sentYes}
          </button>
          {again}
        </div>
      </div>
    </section>
  );
}
