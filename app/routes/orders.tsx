import { MessageCircle, ReceiptText } from "~/components/icons";
import { useRef } from "react";
import { ConfirmDelete } from "~/components/confirm-delete";
import { EmptyState } from "~/components/empty-state";
import { LineDetails } from "~/components/line-details";
import { LoadingPanel } from "~/components/loading-panel";
import { NumberWords } from "~/components/number-words";
import { OrderAgain } from "~/components/order-again";
import { PageHeader } from "~/components/page-header";
import { buttonWhatsapp, card } from "~/components/ui";
import { paths } from "~/config/paths";
import { shop } from "~/data/shop";
import { announce } from "~/hooks/use-announcer";
import { usePhoneTimeZone } from "~/hooks/use-phone-time-zone";
import { orderActions, usePastOrders } from "~/hooks/use-order";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useFormat, useMessages, usePaths } from "~/hooks/use-messages";
import { whatsappLink } from "~/lib/contact/contact-links";
import { dhakaNow } from "~/lib/calendar/dhaka-calendar";
import { hourElsewhere } from "~/lib/order/sender-time";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/orders";

/**
 * My Orders: the orders this device has prepared, each ready to send again word for word or to order
 * again, for whom and for which day, and whether the shopper marked it as sent; one only prepared
 * offers to be sent now. Each can be
 * deleted, or all of them, after one question: they hold the recipient's name, number and address.
 */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.orders),
    description: t.ordering.ordersPage.metaDescription,
    path: paths.orders,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Orders() {
  const t = useMessages();
  const text = t.ordering.ordersPage;
  const paths = usePaths();
  const format = useFormat();
  const orders = usePastOrders();
  const now = new Date();
  const today = dhakaNow(now).date;
  // The phone's own zone, read once the page has started: the prerendered page says Dhaka's alone.
  const zone = usePhoneTimeZone();
  const listRef = useRef<HTMLDivElement>(null);

  /** The deleted order's buttons are gone: focus waits on the page's content, where it was. */
  function deleted(message: string) {
    announce(message);
    listRef.current?.focus();
  }

  function content() {
    if (orders === null) return <LoadingPanel label={text.loading} />;
    if (orders.length === 0) {
      return (
        <EmptyState
          icon={<ReceiptText aria-hidden="true" className="size-9" />}
          title={text.emptyTitle}
          text={text.emptyText}
          actionLabel={text.browse}
          actionTo={paths.products}
        />
      );
    }
    return (
      <div className="mx-auto grid max-w-2xl gap-6">
        <ul className="grid gap-4">
          {orders.map((order) => {
            const prepared = order.status === "prepared";
            return (
              <li key={order.reference}>
                <article aria-labelledby={`order-${order.reference}`} className={`${card} p-5`}>
                  <h2
                    id={`order-${order.reference}`}
                    className="font-display text-xl font-bold text-ink"
                  >
                    {order.reference}
                  </h2>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                    <dt className="text-muted">{text.placedOn}</dt>
                    <dd>{text.day(dhakaNow(new Date(order.placedAt)).date)}</dd>
                    {order.recipientName ? (
                      <>
                        <dt className="text-muted">{text.recipient}</dt>
                        <dd>{order.recipientName}</dd>
                      </>
                    ) : null}
                    {order.deliveryDate ? (
                      <>
                        <dt className="text-muted">{text.deliveryDate}</dt>
                        <dd>{text.day(order.deliveryDate)}</dd>
                      </>
                    ) : null}
                    <dt className="text-muted">{text.gifts}</dt>
                    <dd>
                      <ul>
                        {order.lines.map((line, index) => (
                          // One gift may be two lines (engraved for two people): the place tells them apart.
                          <li key={index} className="not-first:mt-1">
                            {text.line(line.name, line.quantity)}
                            <LineDetails details={line.details} />
                          </li>
                        ))}
                      </ul>
                    </dd>
                    <dt className="text-muted">{text.total}</dt>
                    <dd className="font-bold text-brand-800 tabular-nums">
                      {format.taka(order.total)}
                    </dd>
                    {order.status ? (
                      <>
                        <dt className="text-muted">{text.status}</dt>
                        <dd className={prepared ? "font-semibold text-ink" : undefined}>
                          {prepared ? text.statusPrepared : text.statusSent}
                        </dd>
                      </>
                    ) : null}
                    {/* The shop's promised call, while its day has not passed. */}
                    {order.status === "sent" && order.callBy && order.callBy.date >= today ? (
                      <>
                        <dt className="text-muted">{text.call}</dt>
                        <dd>
                          <NumberWords
                            text={text.callBy(
                              order.callBy,
                              today,
                              hourElsewhere(zone, order.callBy, now),
                            )}
                          />
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  <div className="mt-4 flex flex-wrap items-start gap-3">
                    <a
                      href={whatsappLink(shop.whatsapp, order.message)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={
                        prepared
                          ? text.sendNowLabel(order.reference)
                          : text.sendAgainLabel(order.reference)
                      }
                      className={`${buttonWhatsapp} w-full sm:w-auto`}
                    >
                      <MessageCircle aria-hidden="true" className="size-5" />
                      {prepared ? text.sendNow : text.sendAgain}
                    </a>
                    <OrderAgain order={order} />
                    <ConfirmDelete
                      label={text.delete}
                      labelInFull={text.deleteLabel(order.reference)}
                      question={text.confirmOne(order.reference)}
                      confirm={text.confirmDelete}
                      keep={text.keep}
                      onConfirm={() => {
                        orderActions.forget(order.reference);
                        deleted(text.deleted(order.reference));
                      }}
                    />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <div className="justify-self-center">
          <ConfirmDelete
            label={text.deleteAll}
            question={text.confirmAll(orders.length)}
            confirm={text.confirmDelete}
            keep={text.keep}
            onConfirm={() => {
              orderActions.forgetAll();
              deleted(text.allDeleted);
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t.pages.orders} text={text.intro} />
      <div ref={listRef} tabIndex={-1} className="container-page py-8 focus:outline-none sm:py-12">
        {content()}
      </div>
    </>
  );
}
