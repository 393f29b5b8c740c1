import { shop } from "../data/shop";
import type { ContactField, ContactProblem, ContactSubject } from "../lib/contact/contact-form";
import { contactLimits } from "../lib/forms/limits";
import { formatNumber, formatYear } from "../lib/prices/money";
import type { KeptId } from "../config/device-inventory";
import { recipientsKept } from "../lib/order/remembered-recipients";
import { enPolicies as policies } from "./en-policies";

const { paymentList, shippingCost } = policies;
const founded = formatYear(shop.foundedYear, "en");

/** One thing the device keeps, as the privacy page describes it. */
interface KeptText {
  name: string;
  holds: string;
  howLong: string;
  howToDelete: string;
}

/** Interface text of About, Contact, the info pages and the account page. */
export const helpMessages = {
  reachUs: {
    heading: "Still have a question?",
    text: `${policies.openAllDay ? "We answer the phone day and night" : policies.hours}. Call, message us on WhatsApp, or write an email.`,
    call: `Call ${shop.phoneDisplay}`,
    whatsapp: "WhatsApp us",
    email: "Email us",
    whatsappGreeting: `Hello ${shop.name}! I have a question.`,
    newTab: "(opens in a new tab)",
  },
  about: {
    description: `${shop.name} is a gift shop in Dhaka, founded in ${founded}: hand-picked gifts, wrapped with love and delivered across Bangladesh.`,
    intro: `${shop.tagline.en}, since ${founded}.`,
    storyHeading: "Our Story",
    /** After the owner's own story (the About page's data), the customers it claims, if any. */
    customersLine: policies.happyCustomers
      ? `${policies.happyCustomers} happy customers later, we still answer every call ourselves.`
      : undefined,
    stats: [
      { value: founded, label: "Founded in Dhaka" },
      ...(policies.happyCustomers
        ? [{ value: policies.happyCustomers, label: "Happy customers" }]
        : []),
      { value: "Same day", label: `Delivery ${policies.insideCity}` },
    ],
    valuesHeading: "Our Values",
    valuesText: "Three promises behind every parcel we send.",
    values: [
      {
        title: "Love & Care",
        text: "Every gift is wrapped by hand and carries your words on a message card, as if we were giving it ourselves.",
      },
      {
        title: "Quality First",
        text: "We check each item before it leaves us. If it is not good enough to give, we do not send it.",
      },
      {
        title: "Customer First",
        text: `A real person answers your call${policies.openAllDay ? ", day or night," : ""} and helps you choose, change or return your order.`,
      },
    ],
    whyHeading: "Why Choose Us",
    why: [
      {
        title: "Fast delivery",
        text: `${policies.dhakaDelivery}; ${policies.outsideDhakaDelivery}.`,
      },
      { title: "Free gift wrapping", text: `${policies.giftWrapping}.` },
      { title: "Pay your way", text: policies.payBy },
      {
        title: policies.returnsShort,
        text: "Unused items in their original packaging come back without fuss.",
      },
      {
        title: policies.hours,
        text: policies.openAllDay
          ? "Call or message us whenever the idea for a gift strikes."
          : "Call in those hours, or message us on WhatsApp whenever the idea for a gift strikes.",
      },
      {
        title: "Personal touch",
        text: "Personalized gifts with names, photos and dates, made for one person only.",
      },
    ],
    teamHeading: "Meet Our Team",
    teamText: "The people who choose, wrap and deliver your gifts.",
    ctaHeading: "Ready to find the perfect gift?",
    ctaText: "Browse our gifts, then call us to order. We will take care of the rest.",
    startShopping: "Start Shopping",
  },
  contact: {
    description: `Call, WhatsApp or email ${shop.name}: ${policies.openAllDay ? "open 24/7" : policies.hours.toLowerCase()}. Send us a message about an order, a custom gift or anything else.`,
    intro: "Questions about a gift, an order or a custom request? We would love to hear from you.",
    infoHeading: "Get in Touch",
    phone: "Phone",
    whatsapp: "WhatsApp",
    whatsappAction: "Chat with us",
    email: "Email",
    address: "Address",
    hours: "Business Hours",
    hoursNote: "Calls, WhatsApp and email, every day.",
    formHeading: "Send Us a Message",
    formText:
      "Fill in the form and choose how to send it: your email app or WhatsApp opens with your message ready.",
    mapHeading: "Find Us",
    mapComingSoon: "Interactive Map Coming Soon",
    faqHeading: "Frequently Asked Questions",
    faqMore: "See all answers",
  },
  form: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
    required: "required",
    optional: "optional",
    phoneHint: "If you would like a call back.",
    subjectPlaceholder: "Choose a subject",
    subjects: {
      general: "General Inquiry",
      order: "Order Support",
      product: "Product Question",
      custom: "Custom Gift Request",
      complaint: "Complaint",
      partnership: "Partnership",
    } satisfies Record<ContactSubject, string>,
    messageHint: `Between ${contactLimits.messageMin} and ${contactLimits.messageMax} characters.`,
    counter: (count: number) => `${count} / ${formatNumber(contactLimits.messageMax, "en")}`,
    counterLabel: "characters used",
    submit: "Review Message",
    errors: {
      name: {
        required: "Please enter your name.",
        tooLong: `Please shorten your name to ${contactLimits.nameMax} characters or fewer.`,
      },
      email: {
        required: "Please enter your email address, so we can reply.",
        invalid: "Please enter a valid email address, like name@example.com.",
      },
      phone: {
        tooShort: `This phone number looks too short. Please use at least ${contactLimits.phoneMin} characters, or leave it empty.`,
        tooLong: `This phone number looks too long. Please use at most ${contactLimits.phoneMax} characters.`,
        invalid: "Please use only digits, spaces, dashes and a leading +, like +880 1XXX-XXXXXX.",
      },
      subject: { required: "Please choose a subject." },
      message: {
        required: "Please write your message.",
        tooShort: `Please write at least ${contactLimits.messageMin} characters, so we can help.`,
        tooLong: `Please shorten your message to ${contactLimits.messageMax} characters or fewer.`,
      },
    } satisfies Record<ContactField, Partial<Record<ContactProblem, string>>>,
    errorFallback: "Please check this field.",
    confirmHeading: "Your message is ready to send",
    confirmText:
      "This website does not send anything itself. Choose a button below: your email app or WhatsApp opens with the message filled in, and you press send there.",
    to: "To",
    sendEmail: "Send by email",
    sendWhatsapp: "Send on WhatsApp",
    edit: "Edit message",
  },
  faq: {
    description: `Answers about delivery, gift wrapping, returns, bulk orders, tracking and payment at ${shop.name}.`,
    intro: "Quick answers to what shoppers ask us most.",
    items: [
      {
        question: "How long does delivery take?",
        answer: `${policies.dhakaDelivery}, and ${policies.outsideDhakaDelivery}. ${shippingCost}`,
      },
      {
        question: "Do you offer gift wrapping?",
        answer: `Yes. ${policies.giftWrapping}. Tell us what to write on the card when you order.`,
      },
      {
        question: "What is your return policy?",
        answer: policies.returns,
      },
      {
        question: "Do you offer bulk or corporate discounts?",
        answer: `${policies.bulkDiscounts}. Call us or send a message with the quantity and the date you need.`,
      },
      {
        question: "How can I track my order?",
        answer: `${policies.tracking}.`,
      },
      {
        question: "How can I pay?",
        answer: `You can pay by ${paymentList}. We confirm the amount with you on the phone before your gift is sent.`,
      },
    ],
  },
  shipping: {
    description: `${policies.dhakaDelivery}, ${policies.outsideDhakaDelivery}. ${shippingCost}`,
    intro: "Where we deliver, how fast, and what it costs.",
    sections: [
      {
        heading: "Delivery times",
        text: [`${policies.dhakaDelivery}.`, `${policies.outsideDhakaDelivery}.`],
      },
      { heading: "Delivery cost", text: [shippingCost] },
      {
        heading: "Tracking your gift",
        text: [`${policies.tracking}.`],
      },
    ],
    /** Its own section: the page shows the shop's photo of a wrapped gift under it, if any. */
    wrapping: {
      heading: "Gift wrapping",
      text: [`${policies.giftWrapping}, at no extra cost.`],
    },
    laterSections: [{ heading: "Payment", text: [policies.payBy] }],
  },
  returns: {
    description: `${policies.returnsShort} on unused items in their original packaging at ${shop.name}.`,
    intro: `Not quite right? You have ${policies.returnWindow} to tell us.`,
    sections: [
      {
        heading: "What can be returned",
        text: [
          `Unused items in their original packaging can be returned within ${policies.returnWindow} of delivery.`,
        ],
      },
      {
        heading: "Custom and personalized gifts",
        text: [
          "Gifts made with a name, photo or message are made for one person, so we take them back only if they arrive defective.",
        ],
      },
      {
        heading: "How to return or exchange",
        text: [
          "Call us or message us on WhatsApp with your name and what you ordered. Tell us whether you would like an exchange or your money back, and we will arrange it with you.",
        ],
      },
    ],
  },
  privacy: {
    description: `${shop.name} has no accounts, no tracking and no cookies. What the site keeps stays on your device, and this page says for how long.`,
    intro:
      "Short version: no account, no tracking, and this website sends nothing anywhere. What you save stays on your device.",
    sections: [
      {
        heading: "No account",
        text: [
          "You never need an account to shop with us. There is no login, so we hold no profile about you.",
        ],
      },
      {
        heading: "No tracking, no cookies",
        text: [
          "This website uses no analytics, no advertising trackers and no cookies. It loads nothing from other companies.",
        ],
      },
    ],
    keptHeading: "What this site keeps on your device",
    keptIntro:
      "So that nothing you chose or typed is lost, this website saves the things below in this browser, on your own phone or computer. None of it is sent to us or to anyone: it leaves your device only inside a message you send yourself, on WhatsApp, by SMS or by email.",
    keptLabels: {
      holds: "What it holds",
      howLong: "For how long",
      howToDelete: "How to delete it",
    },
    kept: {
      cart: {
        name: "Your cart",
        holds: "The gifts you put in it, with their choices and the text to engrave or print.",
        howLong: "Until you tap 'Yes, I sent it' after ordering, which empties it.",
        howToDelete: "Remove the gifts on the cart page.",
      },
      wishlist: {
        name: "Your wishlist",
        holds: "The gifts you saved with the heart.",
        howLong: "Until you remove them.",
        howToDelete: "Tap a gift's heart again, or remove it on the wishlist page.",
      },
      singleOrder: {
        name: "A gift ordered on its own",
        holds: "The gift you chose with 'Order this gift', with its choices and little extras.",
        howLong: "Until you tap 'Yes, I sent it' for its order, or order another gift that way.",
        howToDelete: "Tap 'Yes, I sent it', or order the gift from your cart instead.",
      },
      sender: {
        name: "Your name and number",
        holds: "Your own name and mobile number from your last order.",
        howLong:
          "Only if you ticked 'Remember me and my recipients on this phone', and until you untick it.",
        howToDelete: "Tap 'Forget me and my recipients' on the order form, or untick the box.",
      },
      recipients: {
        name: "The people you sent gifts to",
        holds: `The name, mobile number, address and delivery area of the last ${recipientsKept} people you sent a gift to, so you can choose one again in a tap.`,
        howLong:
          "Only if you ticked 'Remember me and my recipients on this phone', and until you untick it. A newer recipient takes the place of the oldest.",
        howToDelete:
          "Tap 'Forget me and my recipients' on the order form, or untick the box: your own name and number go with them.",
      },
      orderDraft: {
        name: "The order form",
        holds:
          "What you typed in it: your name, number and email (if you gave one), the recipient's name, number and address, the card message and the wallet's transaction ID.",
        howLong: `Until you tap 'Yes, I sent it', which empties it. Left unsent, the recipient's name, number and address, the card message and the transaction ID are deleted ${shop.ordering.draftKeptDays === 1 ? "a day" : `${shop.ordering.draftKeptDays} days`} after you last typed in it, at your next visit.`,
        howToDelete:
          "Tap 'Yes, I sent it', or empty the fields. 'Forget me and my recipients' also empties your name and number in it.",
      },
      pastOrders: {
        name: "My Orders",
        holds:
          "Each order you prepared, with its whole message: the gifts, the total, and the names, numbers, email and address in it.",
        howLong: `${shop.ordering.ordersKeptDays} days after it was prepared or sent; your first visit after that deletes it.`,
        howToDelete: "Delete one order, or all of them, on the My Orders page.",
      },
      language: {
        name: "Your language",
        holds: "Whether you chose English or Bangla, so the site opens in it.",
        howLong: "Until you choose again.",
        howToDelete: "Delete this site's data, as below.",
      },
      offlineCopy: {
        name: "The offline copy",
        holds:
          "The shop's pages, prices and pictures, so the shop opens without a signal. Nothing you typed.",
        howLong: "Until the shop's next update replaces it.",
        howToDelete: "Delete this site's data, as below.",
      },
    } satisfies Record<KeptId, KeptText>,
    deleteAll:
      "To delete all of it at once, delete this site's data in your browser's settings (site settings, or clearing browsing data). The site then knows nothing of you, as on your first visit.",
    laterSections: [
      {
        heading: "Forms hand your words to your own apps",
        text: [
          "The contact form and the newsletter box send nothing themselves. They open your own email or WhatsApp app with the text filled in, and nothing leaves until you press send there.",
          "What you send us, and what you tell us when you call to order, we use only to answer you and to deliver your gift.",
        ],
      },
      {
        heading: "Questions",
        text: [`Write to ${shop.email} and we will answer.`],
      },
    ],
  },
  terms: {
    description: `How ordering, payment, delivery and returns work at ${shop.name}.`,
    intro: "The simple rules of shopping with us.",
    sections: [
      {
        heading: "Ordering",
        text: [
          "You order by phone or WhatsApp. Your order is placed once we have confirmed the gift, the price and the delivery address with you.",
        ],
      },
      {
        heading: "Prices and payment",
        text: [`Prices are in Bangladeshi taka (৳). ${shippingCost} You pay by ${paymentList}.`],
      },
      {
        heading: "Delivery",
        text: [`${policies.dhakaDelivery}; ${policies.outsideDhakaDelivery}.`],
      },
      { heading: "Returns", text: [policies.returns] },
      {
        heading: "Our gifts",
        text: [
          "Gifts are wrapped by hand, so a colour or a ribbon may differ slightly from the picture. If something is not as you expected, call us.",
        ],
      },
    ],
  },
  support: {
    description: `Get help from ${shop.name} by phone, WhatsApp or email: ${policies.openAllDay ? "open 24/7" : policies.hours.toLowerCase()}.`,
    intro: "Help with an order, a gift idea or a return, whenever you need it.",
    waysHeading: "How to reach us",
    ways: {
      call: {
        title: "Call us",
        text: `The quickest way to order or change an order. ${policies.hours}.`,
      },
      whatsapp: {
        title: "WhatsApp",
        text: "Send a message, a photo or a voice note. We reply as soon as we can.",
      },
      email: {
        title: "Email",
        text: "For longer questions, bulk orders and partnerships.",
      },
    },
    linksHeading: "Quick answers",
    links: {
      faq: "Frequently asked questions",
      shipping: "Shipping and delivery times",
      returns: "Returns and exchanges",
      contact: "Send us a message",
    },
  },
  account: {
    description: `No account needed at ${shop.name}: call us to order.`,
    noAccountNeeded:
      "You don't need an account to order. Just call us and we will take care of the rest.",
    call: `Call ${shop.phoneDisplay}`,
  },
};
