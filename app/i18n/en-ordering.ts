import { shop } from "../data/shop";
import type { DhakaHour } from "../lib/order/confirmation-call";
import { addDays, dateParts } from "../lib/calendar/dhaka-calendar";
import { monthNames, weekdayNames, type DaySaid } from "../lib/occasions/occasion-dates";
import type { OutsideJourney } from "../lib/order/order-date";
import type { GiftOrderMessageText } from "../lib/order/gift-order-message";
import { toLatinDigits } from "../lib/forms/bd-mobile";
import { countryName } from "../lib/forms/sender-mobile";
import type { DailyTimeElsewhere, HourElsewhere, WallTime } from "../lib/order/sender-time";
import { addressMax, nameMax } from "../lib/forms/limits";
import { timeChoiceText } from "../lib/order/time-windows";
import { paymentChoice, walletNames } from "../lib/order/payment-methods";
import { formatRange, formatTaka } from "../lib/prices/money";
import type { OrderMessageText } from "../lib/order/order-message";
import { enPolicies as policies, hour, paymentNames, upperFirst } from "./en-policies";

const itemsLabel = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

const paymentMethods = policies.paymentList;
const { outsideDhakaDays } = shop.policies;
const businessDays = `${formatRange(outsideDhakaDays.from, outsideDhakaDays.to, "en")} business days`;

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon 23 Nov 2026": a delivery day as people write it, the same on every device. */
function day(date: string): string {
  const { year, month, day, weekday } = dateParts(date);
  return `${weekdays[weekday] ?? ""} ${day} ${months[month - 1] ?? ""} ${year}`;
}

/** "Sunday 14 February": a day close enough that its year goes without saying. */
function dayNoYear(date: string): string {
  const { month, day, weekday } = dateParts(date);
  return `${weekdayNames[weekday] ?? ""} ${day} ${monthNames[month - 1] ?? ""}`;
}

/** "Saturday 5 to Monday 7 December": the month said once when both days are in it. */
function dayRange(from: string, to: string): string {
  const first = dateParts(from);
  const sameMonth = first.month === dateParts(to).month;
  const start = sameMonth ? `${weekdayNames[first.weekday] ?? ""} ${first.day}` : dayNoYear(from);
  return `${start} to ${dayNoYear(to)}`;
}

/** "Sunday 14 February 2027": the order's date in words, which no date field's format changes. */
function dayInWords(date: string): string {
  return `${dayNoYear(date)} ${dateParts(date).year}`;
}

/** "9 am", "2:30 pm": a time of the sender's own zone, which may be off Dhaka's by half an hour. */
function clock(hours: number, minutes: number): string {
  if (minutes === 0) return hour(hours);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** When the shop will have called, "2 pm today": the hour and the day in a shopper's words. */
function callTime(by: DhakaHour | WallTime, today: string): string {
  const time = clock(by.hour, "minute" in by ? by.minute : 0);
  if (by.date === today) return `${time} today`;
  if (by.date === addDays(today, 1)) return `${time} tomorrow`;
  return `${time} on ${day(by.date)}`;
}

/** "9 am your time", "11 pm the day before, your time": the same-day cut-off on the sender's clock. */
function dailyYours({ hour: hours, minute, day: which }: DailyTimeElsewhere): string {
  const shift = { before: " the day before,", same: "", after: " the day after," }[which];
  return `${clock(hours, minute)}${shift} your time`;
}

/** "8 Nov 2026": the day a review was written. */
export function reviewDay(date: string): string {
  const { year, month, day } = dateParts(date);
  return `${day} ${months[month - 1] ?? ""} ${year}`;
}

const anyTime = "Any time";
const timeChoice = timeChoiceText(hour, anyTime);
const wallets = paymentChoice(walletNames, paymentNames, "en");

const cardLimit = shop.ordering.cardMessageLimit;
/** The shape of a number, never one that rings: an example must not pass for the shop's own line. */
const phoneExample = "01XXX-XXXXXX";
const transactionIdExample = "8N7A6B5C4D";
const phoneInvalid = `Enter a Bangladeshi mobile number: 11 digits starting with 013 to 019, like ${phoneExample}.`;
/** A number from abroad, as its shape: the country code of the UAE, where many senders live. */
const abroadExample = "+971 …";

/** Interface text of the cart, the wishlist and the order messages. */
export const orderingMessages = {
  cart: {
    metaDescription: `Review the gifts in your cart and order from ${shop.name} by phone, WhatsApp or SMS. ${policies.freeDelivery}.`,
    intro: "Review your gifts, then send us the order by phone, WhatsApp or SMS.",
    loading: "Loading your cart…",
    itemsHeading: (count: number) => `Your gifts (${itemsLabel(count)})`,
    emptyTitle: "Your cart is empty",
    emptyText: "Looks like you haven't added any gifts yet.",
    continueShopping: "Continue Shopping",
    each: "each",
    quantity: "Quantity",
    increase: (name: string) => `Increase quantity of ${name}`,
    decrease: (name: string) => `Decrease quantity of ${name}`,
    remove: (name: string) => `Remove ${name} from cart`,
    lineTotal: "Line total",
    quantityChanged: (name: string, quantity: number) => `${name}: quantity ${quantity}`,
    removed: (name: string) => `${name} removed from your cart`,
    /** Adding again makes a new line: this one holds the order back until it is removed. */
    changed:
      "This gift's choices or text have changed since you added it. Add it again from its page, then remove this line.",
    addAgain: "Add it again",
    addAgainLabel: (name: string) => `Add ${name} again`,
  },
  extras: {
    heading: "Add a little extra",
    add: "Add",
    /** In place of 'Add' for an extra the order holds already. */
    added: "Added",
    addLabel: (name: string) => `Add ${name} to cart`,
    addToOrderLabel: (name: string) => `Add ${name} to this order`,
    addedToOrder: (name: string) => `${name} added to this order`,
  },
  summary: {
    heading: "Order Summary",
    subtotal: (count: number) => `Subtotal (${itemsLabel(count)})`,
    shipping: "Shipping",
    free: "Free",
    total: "Total",
    freeShipping: "You qualify for free shipping!",
    amountToFree: (amount: number) => `Add ${formatTaka(amount, "en")} more for free delivery`,
    freeProgress: "Progress towards free delivery",
    /** Beside the cart's delivery fee, where the shop charges another outside Dhaka city. */
    outsideFee: policies.outsideFee,
    howToOrder: "How would you like to order?",
    callToOrder: "Call to Order",
    orderOnWhatsapp: "Order on WhatsApp",
    sendSms: "Send as SMS",
    placeOrder: "Place Order",
    placeOrderNote: "Add who it is for, where, when and the card message in one go.",
    orderQuickly: "Or order quickly",
    orderNote: `Your order is sent to ${shop.name} with every gift, quantity and the total. We reply to confirm the delivery address and time.`,
    paymentNote: `Pay by ${paymentMethods}. No card or account needed.`,
    callUs: (phone: string) => `Or call us on ${phone}`,
    blocked: (count: number) =>
      count === 1
        ? "One gift's choices or text have changed since you added it. Add it again from its page, then remove the old line from your cart before you send the order."
        : `${count} gifts' choices or text have changed since you added them. Add them again from their pages, then remove the old lines from your cart before you send the order.`,
  },
  wishlist: {
    metaDescription: `The gifts you saved at ${shop.name}, kept on this device. Add them to your cart when you are ready to order.`,
    intro: "Gifts you saved on this device. Add them to your cart when you are ready.",
    loading: "Loading your wishlist…",
    itemsHeading: (count: number) => `Saved gifts (${count} ${count === 1 ? "gift" : "gifts"})`,
    emptyTitle: "Your wishlist is empty",
    emptyText: "Tap the heart on any gift to save it here for later.",
    browse: "Browse Gifts",
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name} from wishlist`,
    addToCart: "Add to Cart",
    addToCartLabel: (name: string) => `Add to Cart: ${name}`,
    viewCart: "View cart",
  },
  orderPage: {
    metaDescription: `Send ${shop.name} a complete gift order: who it is for, where and when it goes, the card message and how you pay.`,
    intro: "Tell us who the gift is for, where and when. Your order reaches us by WhatsApp or SMS.",
    loading: "Loading your order…",
    emptyTitle: "Your cart is empty",
    emptyText: "Add a gift or two, then come back here to send the whole order.",
    browse: "Browse Gifts",
    blockedHeading: "Before you send this order",
    fixInCart: "Fix it in your cart",
    reference: "Order reference",
    myOrders: "My Orders",
    aboutYou: "About you",
    recipient: "Who receives the gift",
    delivery: "Delivery",
    card: "The message card",
    payment: "Payment",
    labels: {
      senderName: "Your name",
      senderPhone: "Your mobile number",
      senderEmail: "Your email (optional)",
      recipientName: "Recipient's name",
      recipientPhone: "Recipient's mobile number",
      address: "Delivery address",
      area: "Delivery area",
      date: "Delivery date",
      time: "Delivery time",
      cardMessage: "Card message (optional)",
      leaveNameOff: "Leave my name off the card",
      payment: "Payment method",
      transactionId: "Transaction ID (optional)",
    },
    phoneHint: `A Bangladeshi mobile, like ${phoneExample}`,
    /** The sender may be abroad; the recipient, in Bangladesh, keeps phoneHint. */
    senderPhoneHint: `Your mobile or WhatsApp number, like ${phoneExample}; from abroad, with + and the country code, like ${abroadExample}`,
    emailHint: "For the tracking number by email too; we send it by SMS in any case.",
    addressHint: "House, road, block and nearby landmark",
    areaPlaceholder: "Choose an area",
    insideDhakaCity: upperFirst(policies.insideCity),
    districts: "Other districts",
    /** `yours`: the cut-off on the sender's clock, where their phone's zone is not Dhaka's. */
    dateInsideCity: (earliest: string, yours: DailyTimeElsewhere | null) =>
      yours
        ? `Earliest ${earliest}. Orders placed before ${hour(shop.ordering.sameDayCutoffHour)} Bangladesh time (${dailyYours(yours)}) arrive the same day.`
        : `Earliest ${earliest}. Orders placed before ${hour(shop.ordering.sameDayCutoffHour)} (Bangladesh time) arrive the same day.`,
    dateOutsideCity: (earliest: string) =>
      `Earliest ${earliest}. ${upperFirst(policies.outsideCity)} a parcel takes ${businessDays}: we send it in time.`,
    /** The date's label outside Dhaka city, where the shopper picks the day it arrives by. */
    arrivesBy: "Arrives by",
    dayInWords,
    /** The gift day the form started on, in place of the field until 'change' opens it. */
    /** The folded gift day: the day delivered on, expected for a day that follows the moon. */
    giftDay: (date: string, occasion: string, said?: DaySaid) => {
      const ahead =
        !said || said.daysBefore === 0
          ? occasion
          : `${said.daysBefore === 1 ? "the day" : `${said.daysBefore} days`} before ${occasion}`;
      return `${dayNoYear(date)}${said?.moon ? " (expected)" : ""}, ${ahead}`;
    },
    changeDate: "change",
    changeDateLabel: "Change the date",
    leavesShop: ({ leaves, arrivesFrom, arrivesTo }: OutsideJourney) =>
      arrivesFrom === arrivesTo
        ? `It leaves our shop on ${dayNoYear(leaves)} and arrives on ${dayNoYear(arrivesTo)}.`
        : `It leaves our shop on ${dayNoYear(leaves)} and arrives ${dayRange(arrivesFrom, arrivesTo)}.`,
    /** Said when a change of area moved the date, which it could no longer meet. */
    dateMoved: (date: string, insideCity: boolean, area: string) =>
      insideCity
        ? `Inside Dhaka city the earliest we can bring it is ${dayInWords(date)}, so the date is now that day.`
        : `The earliest it can arrive in ${area} is ${dayInWords(date)}, so the date is now that day.`,
    /** Said on opening the form when the shopper's own date has passed. */
    datePassed: (from: string, date: string) =>
      `Your date, ${dayInWords(from)}, has passed. The earliest now is ${dayInWords(date)}, so the date is now that day.`,
    anyTime,
    timeChoice,
    counter: (count: number) => `${count} / ${cardLimit}`,
    counterLabel: "characters used",
    paymentNames,
    codNote: `The courier collects the total in cash from whoever takes the gift at the door, often the recipient. To pay it yourself, choose ${wallets}. Nothing more to do now.`,
    walletNumber: (wallet: string) => `${shop.name}'s ${wallet} number`,
    walletKind: { personal: "personal number", merchant: "merchant number" },
    amountToPay: "Amount to pay",
    copy: "Copy",
    copyNumber: (wallet: string) => `Copy ${shop.name}'s ${wallet} number`,
    copied: "Copied",
    copyFailed: "Could not copy. Select the text and copy it yourself.",
    walletSteps: (
      kind: "personal" | "merchant",
      wallet: string,
      number: string,
      amount: string,
      reference: string,
    ) => [
      `Open ${wallet} and choose ${kind === "personal" ? "Send Money" : "Payment"}.`,
      `Enter our number ${number}.`,
      `Enter the amount ${amount}.`,
      `Write ${reference} as the reference.`,
      "Confirm with your PIN, then type the Transaction ID from the confirmation SMS below.",
    ],
    payLater: "Paying first is not required: you can send the order now and pay when we confirm.",
    transactionHint: (wallet: string) =>
      `From ${wallet}'s confirmation SMS: 8 to 10 letters and digits, like ${transactionIdExample}.`,
    review: "Review order",
    /** On 'Review order' while the page fetches what checks a number from abroad. */
    checkingNumber: "Checking your number…",
    errors: {
      senderName: {
        required: "Enter your name.",
        tooLong: `Shorten your name to ${nameMax} characters.`,
      },
      senderPhone: {
        required: "Enter your mobile number.",
        invalid: `${phoneInvalid} Start a number from abroad with + and its country code (like ${abroadExample}).`,
        abroad:
          "Check this number from abroad: + and the country code, then the mobile number without its first 0.",
        unchecked:
          "Checking a number from abroad needs the internet once. Connect, then tap 'Review order' again.",
      },
      senderEmail: {
        invalid: "Check your email address: it looks like name@example.com. Or leave it empty.",
      },
      recipientName: {
        required: "Enter the name of the person receiving the gift.",
        tooLong: `Shorten the name to ${nameMax} characters.`,
      },
      recipientPhone: {
        required: "Enter the recipient's mobile number, so the courier can reach them.",
        invalid: phoneInvalid,
      },
      address: {
        required: "Enter the delivery address: house, road and area.",
        tooLong: `Shorten the address to ${addressMax} characters.`,
      },
      area: { required: `Choose the delivery area: ${policies.insideCity} or a district.` },
      date: {
        required: "Choose the delivery date.",
        invalid: "Choose a date from the calendar.",
        tooEarly: "Choose the earliest date shown above, or a later one.",
      },
      time: { required: `Choose a delivery time, or '${anyTime}'.` },
      cardMessage: {
        tooLong: `Shorten the card message to ${cardLimit} characters or fewer.`,
      },
      transactionId: {
        invalid:
          "Type the Transaction ID as the SMS shows it (8 to 10 letters and digits), or leave it empty.",
      },
    },
    errorFallback: "Check this field.",
    readyHeading: "Your order is ready to send",
    readyText:
      "Send it to us on WhatsApp or by SMS, or copy it into any app. Then tap 'Yes, I sent it'.",
    showMessage: "Show the message",
    copyOrder: "Copy order",
    otherWays: "Or send it another way",
    orderCopied: "Order copied",
    edit: "Edit order",
    /** Asked at the foot of the screen once a way of sending was opened. */
    sentAsk: {
      whatsapp: "Did WhatsApp open with your order?",
      sms: "Did your SMS app open with your order?",
      copy: "Did you paste the order into a chat with us and send it?",
      call: "Did you give us your order on the phone?",
    },
    sendAgain: {
      whatsapp: "Open again",
      sms: "Open again",
      copy: "Copy again",
      call: "Call again",
    },
    sentYes: "Yes, I sent it",
    sentYesCall: "Yes, I ordered",
    rememberSender: "Remember me and my recipients on this phone",
    forgetSender: "Forget me and my recipients",
    senderForgotten: "Your name and number, and your recipients, are no longer kept on this phone.",
    senderForgottenHere:
      "Your name and number, and your recipients, are no longer kept on this phone, nor in this form: type your name and number for this order.",
    /** "From Karim Ahmed · 01712-345679": the remembered sender, About you folded to one line. */
    senderFrom: "From",
    senderPhone: (phone: string) => toLatinDigits(phone),
    changeSender: "Change",
    changeSenderLabel: "Change your name and number",
    senderUnreadable:
      "The name and number kept on this phone could not be read, so they are not filled in. Please type them.",
    recipientsKept: "Send again to",
    sendToAgain: (name: string) => `Send again to ${name}`,
    dhakaCity: "Dhaka city",
    recipientFilled: (name: string) => `${name}'s name, number and address are filled in.`,
    singleGift: "You are ordering this gift on its own: your cart stays as it is.",
    showSummary: "Order summary",
    sentNote: "Your cart and this form are kept until you tap 'Yes, I sent it'.",
    sentNoteSingle: "This gift's order and this form are kept until you tap 'Yes, I sent it'.",
    thanksHeading: (reference: string) => `Thank you for sending order ${reference}!`,
    thanksText: "We confirm every order by phone before we send the gift.",
    /** `yours`: the hour on the sender's clock, where their phone's zone is not Dhaka's. */
    callBy: (by: DhakaHour, today: string, phone: string, yours: HourElsewhere | null) =>
      `We will call you by ${callTime(by, today)}${yours ? ` Bangladesh time (${callTime(yours.at, yours.today)} your time)` : ""}. If we have not called by then, your order may not have reached us: call us on ${phone}. ${policies.hours}.`,
    callNow: (phone: string) =>
      `Your gift is due to go out now: if we have not called you yet, call us on ${phone}. ${policies.hours}.`,
    continueShopping: "Continue Shopping",
  },
  ordersPage: {
    metaDescription: `The gift orders prepared for ${shop.name} on this device, ready to send again.`,
    intro: `The orders prepared on this device, newest first. Only you know whether one was sent; each says whether you marked it so. Each is kept here for ${shop.ordering.ordersKeptDays} days, then deleted.`,
    loading: "Loading your orders…",
    emptyTitle: "No orders yet",
    emptyText: "Orders you prepare on the order page are kept here on this device.",
    browse: "Browse Gifts",
    placedOn: "Date",
    gifts: "Gifts",
    total: "Total",
    line: (name: string, quantity: number) => `${name} × ${quantity}`,
    day,
    status: "Status",
    statusSent: "You marked it as sent",
    statusPrepared: "Prepared, not marked as sent: if it did not go, send it now",
    call: "Our call",
    callBy: (by: DhakaHour, today: string, yours: HourElsewhere | null) =>
      `We will call you by ${callTime(by, today)}${yours ? ` Bangladesh time (${callTime(yours.at, yours.today)} your time)` : ""}`,
    sendAgain: "Send again",
    sendAgainLabel: (reference: string) => `Send order ${reference} again on WhatsApp`,
    recipient: "To",
    deliveryDate: "Delivery",
    orderAgain: "Order again",
    orderAgainLabel: (reference: string) => `Order the gifts of ${reference} again`,
    orderedAgain: (reference: string) => `The gifts of ${reference} are in your cart.`,
    soldOut: (names: string) => `Sold out for now: ${names}.`,
    gone: (names: string) => `No longer sold: ${names}.`,
    restInCart: "Everything else from this order is in your cart.",
    noneInCart: "Nothing from this order can be ordered now.",
    viewCart: "Go to your cart",
    sendNow: "Send now",
    sendNowLabel: (reference: string) => `Send order ${reference} now on WhatsApp`,
    delete: "Delete",
    deleteLabel: (reference: string) => `Delete order ${reference} from this device`,
    deleteAll: "Delete all orders",
    confirmOne: (reference: string) =>
      `Delete order ${reference} from this device? It cannot be brought back.`,
    confirmAll: (count: number) =>
      count === 1
        ? "Delete the one order on this device? It cannot be brought back."
        : `Delete all ${count} orders on this device? They cannot be brought back.`,
    confirmDelete: "Yes, delete",
    keep: "Keep",
    deleted: (reference: string) => `Order ${reference} deleted.`,
    allDeleted: "All orders deleted.",
  },
  giftOrderMessage: {
    heading: (reference: string) => `Hello ${shop.name}! Gift order ${reference}`,
    line: (position: number, name: string) => `${position}. ${name}`,
    detail: (label: string, value: string) => `   ${label}: ${value}`,
    quantity: (quantity: number, lineTotal: string) => `   × ${quantity} = ${lineTotal}`,
    subtotal: (amount: string) => `Subtotal: ${amount}`,
    shipping: (amount: string) => `Shipping: ${amount}`,
    free: "Free",
    total: (amount: string) => `Total: ${amount}`,
    from: (name: string) => `From: ${name}`,
    senderPhone: (phone: string) => `Sender's mobile: ${phone}`,
    senderPhoneAbroad: (phone: string, country: string) =>
      `Sender's mobile (from abroad: ${countryName(country, "en")}): ${phone}`,
    senderEmail: (email: string) => `Sender's email (for tracking): ${email}`,
    to: (name: string) => `To: ${name}`,
    recipientPhone: (phone: string) => `Recipient's mobile: ${phone}`,
    address: (address: string) => `Address: ${address}`,
    area: (area: string) => `Area: ${area}`,
    date: (date: string) => `Delivery date: ${date}`,
    arrivesBy: (date: string) => `Arrives by: ${date}`,
    leavesShop: (date: string) => `Leaves our shop: ${date}`,
    time: (time: string) => `Time: ${time}`,
    cardMessage: "Card message:",
    noCardMessage: "Card message: none",
    nameOnCard: "Sender's name on the card: yes",
    nameOffCard: "Sender's name on the card: no, leave it off",
    payment: (method: string) => `Payment: ${method}`,
    transactionId: (id: string) => `Transaction ID: ${id}`,
    notPaidYet: "Transaction ID: not paid yet",
    day,
    timeChoice,
    paymentMethods: paymentNames,
  } satisfies GiftOrderMessageText,
  orderMessage: {
    greeting: `Hello ${shop.name}! I would like to order:`,
    line: (position: number, name: string, quantity: number, lineTotal: string) =>
      `${position}. ${name} × ${quantity} = ${lineTotal}`,
    detail: (label: string, value: string) => `   ${label}: ${value}`,
    subtotal: (amount: string) => `Subtotal: ${amount}`,
    shipping: (amount: string) => `Shipping: ${amount}`,
    free: "Free",
    total: (amount: string) => `Total: ${amount}`,
    closing: `Please call me about the delivery address and payment (${paymentMethods}). Thank you!`,
  } satisfies OrderMessageText,
};
