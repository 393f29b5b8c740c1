import {
  CircleCheck,
  ClipboardList,
  MessageCircle,
  MessageSquareText,
  Phone,
  Wallet,
} from "./icons";
import { Link } from "react-router";
import { shop } from "~/data/shop";
import { useLocale, useMessages, usePaths } from "~/hooks/use-messages";
import type { CartSummary } from "~/lib/cart/cart-summary";
import { smsLink, telLink, whatsappLink } from "~/lib/contact/contact-links";
import { buildOrderMessage } from "~/lib/order/order-message";
import { amountToFreeShipping, feeDependsOnArea } from "~/lib/prices/shipping";
import { ChangedNotice } from "./changed-notice";
import { OrderAmounts } from "./order-amounts";
import { buttonPrimary, buttonQuiet, card } from "./ui";

/**
 * The amounts of a non-empty cart and the ways to send the order to the shop: one main step,
 * 'Place Order', and the quick ways (call, WhatsApp, SMS) below it as a lighter group. While a
 * line no longer fits its gift the order cannot leave: the links give way to what to fix, and
 * where, and only the call stays.
 */
export function OrderSummary({ summary }: { summary: CartSummary }) {
  const t = useMessages();
  const locale = useLocale();
  const paths = usePaths();
  const s = t.ordering.summary;
  const message = buildOrderMessage(summary, t.ordering.orderMessage, locale);
  const missing = amountToFreeShipping(summary.subtotal);

  return (
    <section aria-labelledby="order-summary" className={`${card} p-5 sm:p-6 lg:sticky lg:top-28`}>
      <h2 id="order-summary" className="font-display text-2xl font-bold text-ink">
        {s.heading}
      </h2>
      <OrderAmounts summary={summary} className="mt-5 space-y-3" />
      {feeDependsOnArea && summary.shipping > 0 ? (
        <p className="mt-3 text-sm text-muted">{s.outsideFee}</p>
      ) : null}

      {missing === 0 ? (
        <p className="mt-5 flex items-center gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm font-semibold text-leaf">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {s.freeShipping}
        </p>
      ) : (
        <div className="mt-5 rounded-xl bg-gold-100 px-4 py-3">
          <p className="text-sm font-semibold text-ink">{s.amountToFree(missing)}</p>
          <progress
            value={summary.subtotal}
            max={shop.policies.freeShippingThreshold}
            aria-label={s.freeProgress}
            className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-gold-700 [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-gold-700"
          />
        </div>
      )}

      <h3 className="mt-8 font-semibold text-ink">{s.howToOrder}</h3>
      <div className="mt-3 grid gap-3">
        {summary.changed.length > 0 ? (
          <ChangedNotice changed={summary.changed} />
        ) : (
          <>
            <Link
              to={paths.order}
              aria-describedby="place-order-note"
              className={`${buttonPrimary} whitespace-nowrap`}
            >
              <ClipboardList aria-hidden="true" className="size-5" />
              {s.placeOrder}
            </Link>
            <p id="place-order-note" className="-mt-1 text-center text-sm text-muted">
              {s.placeOrderNote}
            </p>
          </>
        )}
      </div>

      <div role="group" aria-labelledby="order-quickly" className="mt-5 border-t border-sand pt-4">
        <h4 id="order-quickly" className="text-sm font-semibold text-muted">
          {s.orderQuickly}
        </h4>
        <div className="mt-2 grid gap-2 *:whitespace-nowrap">
          <a href={telLink(shop.phone)} className={buttonQuiet}>
            <Phone aria-hidden="true" className="size-5 text-brand-700" />
            {s.callToOrder}
          </a>
          {summary.changed.length > 0 ? null : (
            <>
              <a
                href={whatsappLink(shop.whatsapp, message)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonQuiet}
              >
                <MessageCircle aria-hidden="true" className="size-5 text-[#0b7a3b]" />
                {s.orderOnWhatsapp}
              </a>
              <a href={smsLink(shop.phone, message)} className={buttonQuiet}>
                <MessageSquareText aria-hidden="true" className="size-5 text-brand-700" />
                {s.sendSms}
              </a>
            </>
          )}
        </div>
      </div>
      <p className="mt-3 text-center text-sm text-muted">{s.callUs(t.shopText.phone)}</p>
      <p className="mt-5 text-sm text-muted">{s.orderNote}</p>
      <p className="mt-3 flex gap-2 rounded-xl bg-cream px-4 py-3 text-sm text-ink">
        <Wallet aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {s.paymentNote}
      </p>
    </section>
  );
}
