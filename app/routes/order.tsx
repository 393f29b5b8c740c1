import { ChevronDown, Gift, PartyPopper, Phone } from "~/components/icons";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useSearchParams } from "react-router";
import { ChangedNotice } from "~/components/changed-notice";
import { NumberWords } from "~/components/number-words";
import { EmptyState } from "~/components/empty-state";
import { ExtrasOffer } from "~/components/extras-offer";
import { LoadingPanel } from "~/components/loading-panel";
import { OrderForm } from "~/components/order-form";
import { OrderSend } from "~/components/order-send";
import { OrderTotals } from "~/components/order-totals";
import { PageHeader } from "~/components/page-header";
import { PricesUnavailable } from "~/components/prices-unavailable";
import { buttonPrimary, buttonSecondary, card } from "~/components/ui";
import { occasionOrderParam, paths, singleOrderParam } from "~/config/paths";
import { shop } from "~/data/shop";
import { announce } from "~/hooks/use-announcer";
import { useOrderSummary } from "~/hooks/use-cart-summary";
import { deliveredTo } from "~/lib/cart/cart-summary";
import {
  orderActions,
  useOrderDraft,
  useRememberedRecipients,
  useRememberedSender,
} from "~/hooks/use-order";
import { useCart } from "~/hooks/use-cart";
import { useSingleOrder } from "~/hooks/use-single-order";
import { localeFromPath } from "~/config/locale";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useFormat, useLocale, useMessages, usePaths } from "~/hooks/use-messages";
import { usePhoneTimeZone } from "~/hooks/use-phone-time-zone";
import { useWorldMobile } from "~/hooks/use-world-mobile";
import { confirmationCallBy, type DhakaHour } from "~/lib/order/confirmation-call";
import { telLink } from "~/lib/contact/contact-links";
import { deliveryDistricts } from "~/lib/order/delivery-areas";
import { dhakaNow } from "~/lib/calendar/dhaka-calendar";
import { orderOccasions } from "~/content/edition-occasions";
import { buildGiftOrderMessage } from "~/lib/order/gift-order-message";
import { dhakaCityArea, orderDetails, type OrderDetails } from "~/lib/order/order-form";
import { pastOrder, type OrderedFor } from "~/lib/order/past-orders";
import { recipientToRemember } from "~/lib/order/remembered-recipients";
import { senderToRemember, usableSender } from "~/lib/order/remembered-sender";
import { hourElsewhere, type HourElsewhere } from "~/lib/order/sender-time";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/order";

/** Runs when the site is built: the page carries the districts in its own language only. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { districts: deliveryDistricts(locale), occasions: orderOccasions(locale) };
}

/** The gift order: who it is for, where and when, the card and the payment, in one message. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.order),
    description: t.ordering.orderPage.metaDescription,
    path: paths.order,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const text = t.ordering.orderPage;
  const paths = usePaths();
  const locale = useLocale();
  const format = useFormat();
  const [params] = useSearchParams();
  // 'Order this gift' opens the page for that gift alone; the cart is ordered otherwise.
  const source = params.has(singleOrderParam) ? "single" : "cart";
  const state = useOrderSummary(source);
  const draft = useOrderDraft();
  const abroad = useWorldMobile(draft?.values.senderPhone ?? "");
  const zone = usePhoneTimeZone();
  const storedSender = useRememberedSender();
  const rememberedSender = usableSender(storedSender);
  const rememberedRecipients = useRememberedRecipients() ?? [];
  const cartLines = useCart();
  const singleLines = useSingleOrder();
  // Ticked by the shopper; until they touch it, ticked only if they asked to be remembered before.
  const [rememberChoice, setRememberChoice] = useState<boolean | null>(null);
  const remember = rememberChoice ?? rememberedSender !== null;
  // The summary stands open beside the form on a wide screen and folds above it on a phone.
  const [summaryOpen, setSummaryOpen] = useState(
    () =>
      typeof window === "undefined" || window.matchMedia?.("(min-width: 64rem)")?.matches !== false,
  );
  const [step, setStep] = useState<"form" | "ready">("form");
  const [sent, setSent] = useState<{
    reference: string;
    callBy: DhakaHour | null;
    /** The day it was sent, Bangladesh time: the call is promised "today" or "tomorrow". */
    today: string;
    /** The call's hour on the sender's own clock, where their phone's zone is not Dhaka's. */
    yours: HourElsewhere | null;
  } | null>(null);
  const readyHeading = useRef<HTMLHeadingElement>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const { districts, occasions } = loaderData;

  function content() {
    if (sent) {
      const phone = t.shopText.phone;
      return (
        <section className={`${card} mx-auto max-w-lg px-6 py-10 text-center`}>
          <PartyPopper aria-hidden="true" className="mx-auto size-12 text-brand-700" />
          <h2
            ref={thanksHeading}
            tabIndex={-1}
            className="mt-4 font-display text-2xl font-bold text-ink outline-none"
          >
            <NumberWords text={text.thanksHeading(sent.reference)} />
          </h2>
          <p className="mt-2 text-muted">{text.thanksText}</p>
          <p className="mt-2 text-muted">
            <NumberWords
              text={
                sent.callBy
                  ? text.callBy(sent.callBy, sent.today, phone, sent.yours)
                  : text.callNow(phone)
              }
            />
          </p>
          <a href={telLink(shop.phone)} className={`${buttonSecondary} mt-6 w-full`}>
            <Phone aria-hidden="true" className="size-5" />
            <NumberWords text={t.help.reachUs.call} />
          </a>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <Link to={paths.orders} className={buttonPrimary}>
              {text.myOrders}
            </Link>
            <Link to={paths.products} className={buttonSecondary}>
              {text.continueShopping}
            </Link>
          </div>
        </section>
      );
    }
    if (state.status === "loading" || draft === null) {
      return <LoadingPanel label={text.loading} />;
    }
    if (state.status === "unavailable") return <PricesUnavailable retry={state.retry} />;
    const { reference, values } = draft;
    // The fee is the area's once one is chosen outside Dhaka city; the city's until then.
    const insideCity = values.area === "" || values.area === dhakaCityArea;
    const summary = deliveredTo(state.summary, insideCity);
    const blocked = summary.changed.length > 0;
    if (summary.lines.length === 0 && !blocked) {
      return (
        <EmptyState
          icon={<Gift aria-hidden="true" className="size-9" />}
          title={text.emptyTitle}
          text={text.emptyText}
          actionLabel={text.browse}
          actionTo={paths.products}
        />
      );
    }

    const areaIds = [dhakaCityArea, ...districts.map((district) => district.id)];
    const details =
      step === "ready" ? orderDetails(values, { now: new Date(), areaIds, abroad }) : null;
    const areaName =
      values.area === dhakaCityArea
        ? text.insideDhakaCity
        : (districts.find((district) => district.id === values.area)?.name ?? "");
    const message = details
      ? buildGiftOrderMessage(
          { reference, summary, details, areaName },
          t.ordering.giftOrderMessage,
          locale,
        )
      : null;

    function ready() {
      flushSync(() => setStep("ready"));
      readyHeading.current?.focus();
    }

    function edit() {
      flushSync(() => setStep("form"));
      // A remembered sender stands folded to one line: the recipient's name is then the first field.
      (
        document.getElementsByName("senderName")[0] ??
        document.getElementsByName("recipientName")[0]
      )?.focus();
    }

    const orderedFor: OrderedFor = {
      lines: (source === "cart" ? cartLines : singleLines) ?? [],
      recipientName: values.recipientName.trim(),
      date: values.date,
    };

    function sendStep(message: string, details: OrderDetails) {
      function finish() {
        const now = new Date();
        const sender = remember ? senderToRemember(values.senderName, values.senderPhone) : null;
        const callBy = confirmationCallBy(details, now);
        orderActions.finish(
          pastOrder(reference, summary, message, now, "sent", orderedFor, callBy),
          source,
          sender ? { sender, recipient: recipientToRemember(values) } : null,
        );
        const yours = callBy ? hourElsewhere(zone, callBy, now) : null;
        flushSync(() => setSent({ reference, callBy, today: dhakaNow(now).date, yours }));
        thanksHeading.current?.focus();
      }
      return (
        <OrderSend
          single={source === "single"}
          message={message}
          headingRef={readyHeading}
          onSend={() =>
            orderActions.record(
              pastOrder(reference, summary, message, new Date(), "prepared", orderedFor),
            )
          }
          onSent={finish}
          onEdit={edit}
        />
      );
    }

    // The draft stays on the device while the notice stands in for the form.
    const blockedNotice = (
      <section aria-labelledby="order-blocked" className={`${card} p-5 sm:p-8`}>
        <h2 id="order-blocked" className="font-display text-2xl font-bold text-ink">
          {text.blockedHeading}
        </h2>
        <div className="mt-4">
          <ChangedNotice changed={summary.changed}>
            <Link to={paths.cart} className={`${buttonPrimary} mt-3 w-full`}>
              {text.fixInCart}
            </Link>
          </ChangedNotice>
        </div>
      </section>
    );

    const remembersAnything = storedSender !== null || rememberedRecipients.length > 0;

    function forgetSender({ fromForm }: { fromForm: boolean }) {
      orderActions.forgetSender({ fromForm });
      setRememberChoice(false);
      announce(fromForm ? text.senderForgottenHere : text.senderForgotten);
    }

    // Unticked, nothing is kept a moment longer: the privacy page says 'until you untick it'.
    function chooseRemember(checked: boolean) {
      if (!checked && remembersAnything) forgetSender({ fromForm: false });
      else setRememberChoice(checked);
    }

    // On a phone the folded summary comes first, then the form, then the extras; on a wide
    // screen the summary stands open beside the form, without the line that folds it, and the
    // extras under it.
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,40rem)_24rem] lg:items-start lg:justify-center lg:gap-x-8">
        <details
          open={summaryOpen}
          onToggle={(event) => setSummaryOpen(event.currentTarget.open)}
          className="group lg:col-start-2 lg:row-start-1"
        >
          <summary
            className={`${card} flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-ink group-open:mb-3 lg:hidden [&::-webkit-details-marker]:hidden`}
          >
            <span>{text.showSummary}</span>
            <span className="flex items-center gap-2 tabular-nums">
              {format.taka(summary.total)}
              <ChevronDown
                aria-hidden="true"
                className="size-5 text-brand-700 transition-transform group-open:rotate-180"
              />
            </span>
          </summary>
          <OrderTotals summary={summary} reference={reference} />
        </details>
        <div className="grid gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {source === "single" ? (
            <p className="rounded-xl bg-cream px-4 py-3 text-sm text-ink">{text.singleGift}</p>
          ) : null}
          {blocked ? (
            blockedNotice
          ) : message && details ? (
            sendStep(message, details)
          ) : (
            <div className={`${card} p-5 sm:p-8`}>
              <OrderForm
                draft={draft}
                summary={summary}
                districts={districts}
                occasions={occasions}
                occasionSlug={params.get(occasionOrderParam)}
                onReady={ready}
                sender={{
                  remember,
                  onRemember: chooseRemember,
                  remembered: rememberedSender,
                  unreadable: storedSender === "unreadable",
                  recipients: remember ? rememberedRecipients : [],
                  onForget: () => forgetSender({ fromForm: true }),
                }}
              />
            </div>
          )}
        </div>
        {step === "form" ? (
          <div className="lg:col-start-2 lg:row-start-2">
            <ExtrasOffer summary={summary} single={source === "single"} />
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t.pages.order} text={text.intro} />
      <div className="container-page py-8 sm:py-12">{content()}</div>
    </>
  );
}
