/**
 * The complete gift order as one message: what 'Order on WhatsApp', 'Send as SMS' and 'Copy order'
 * carry and 'My Orders' keeps. Short lines, one fact each, so it reads well on a phone's screen
 * and the shop can answer without phoning back.
 */
import type { Locale } from "../../config/locale";
import type { CartSummary } from "../cart/cart-summary";
import { formatTaka } from "../prices/money";
import { shopOrderDateRules } from "./shop-rules";
import { outsideJourney } from "./order-date";
import { dhakaCityArea, type OrderDetails } from "./order-form";
import { isWallet, type PaymentMethod } from "./payment-methods";

/** The wording and the ways of writing days, hours and methods; each edition supplies its own. */
export interface GiftOrderMessageText {
  heading: (reference: string) => string;
  line: (position: number, name: string) => string;
  /** One choice or text of a line, under its name: "   Name to engrave: Ammu". */
  detail: (label: string, value: string) => string;
  quantity: (quantity: number, lineTotal: string) => string;
  subtotal: (amount: string) => string;
  shipping: (amount: string) => string;
  free: string;
  total: (amount: string) => string;
  from: (name: string) => string;
  senderPhone: (phone: string) => string;
  /** A sender's number from abroad, with its country's code (ISO 3166), which the text names. */
  senderPhoneAbroad: (phone: string, country: string) => string;
  /** The sender's email, for the tracking number by email too; left out when none was given. */
  senderEmail: (email: string) => string;
  to: (name: string) => string;
  recipientPhone: (phone: string) => string;
  address: (address: string) => string;
  area: (area: string) => string;
  /** Inside Dhaka city the chosen day is the day the gift is brought. */
  date: (day: string) => string;
  /** Outside it the chosen day is the day it arrives by, and the shop's the day it leaves. */
  arrivesBy: (day: string) => string;
  leavesShop: (day: string) => string;
  time: (time: string) => string;
  cardMessage: string;
  noCardMessage: string;
  nameOnCard: string;
  nameOffCard: string;
  payment: (method: string) => string;
  transactionId: (id: string) => string;
  notPaidYet: string;
  day: (date: string) => string;
  timeChoice: (choice: string) => string;
  paymentMethods: Record<PaymentMethod, string>;
}

export interface GiftOrder {
  reference: string;
  summary: CartSummary;
  details: OrderDetails;
  /** The area's name in the shopper's language, as the form showed it. */
  areaName: string;
}

export function buildGiftOrderMessage(
  order: GiftOrder,
  text: GiftOrderMessageText,
  locale: Locale,
): string {
  const { summary, details } = order;
  const taka = (amount: number) => formatTaka(amount, locale);
  const gifts = summary.lines.flatMap(({ name, quantity, lineTotal, details: chosen }, index) => [
    text.line(index + 1, name),
    ...chosen.map(({ label, value }) => text.detail(label, value)),
    text.quantity(quantity, taka(lineTotal)),
  ]);
  const day = text.day(details.date);
  const card = details.cardMessage ? [text.cardMessage, details.cardMessage] : [text.noCardMessage];
  const payment = [text.payment(text.paymentMethods[details.payment])];
  if (isWallet(details.payment)) {
    payment.push(
      details.transactionId ? text.transactionId(details.transactionId) : text.notPaidYet,
    );
  }
  const sections = [
    [text.heading(order.reference)],
    gifts,
    [
      text.subtotal(taka(summary.subtotal)),
      text.shipping(summary.shipping === 0 ? text.free : taka(summary.shipping)),
      text.total(taka(summary.total)),
    ],
    [
      text.from(details.senderName),
      details.senderCountry
        ? text.senderPhoneAbroad(details.senderPhone, details.senderCountry)
        : text.senderPhone(details.senderPhone),
      ...(details.senderEmail ? [text.senderEmail(details.senderEmail)] : []),
      text.to(details.recipientName),
      text.recipientPhone(details.recipientPhone),
      text.address(details.address),
      text.area(order.areaName),
      ...(details.area === dhakaCityArea
        ? [text.date(day)]
        : [
            text.arrivesBy(day),
            text.leavesShop(text.day(outsideJourney(details.date, shopOrderDateRules).leaves)),
          ]),
      text.time(text.timeChoice(details.time)),
    ],
    [...card, details.leaveNameOff ? text.nameOffCard : text.nameOnCard],
    payment,
  ];
  return sections.map((lines) => lines.join("\n")).join("\n\n");
}
