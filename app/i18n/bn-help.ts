import { shop } from "../config/shop";
import { contactLimits } from "../lib/contact-form";
import type { helpMessages } from "./en-help";

const n = (value: number) => new Intl.NumberFormat("bn-BD").format(value);
/** A year is written without a thousands separator: ২০২৫, not ২,০২৫. */
const year = (value: number) =>
  new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(value);
const taka = (amount: number) => `৳${n(amount)}`;
/** Latin digits inside a config string (a phone number, "100+") written as Bangla digits. */
const bnDigits = (text: string) => text.replace(/[0-9]/g, (digit) => n(Number(digit)));

/** Running Bangla text writes the shop's name in Bangla; a renamed shop shows its own name. */
const shopName = shop.name === "Upohar" ? "উপহার" : shop.name;
const phone = bnDigits(shop.phoneDisplay);
const founded = year(shop.foundedYear);
const happyCustomers = bnDigits(shop.happyCustomers);

/** Payment methods are brand names, except cash on delivery, which Bangla says its own way. */
const paymentLabels: Readonly<Record<string, string>> = {
  "Cash on Delivery": "ক্যাশ অন ডেলিভারি",
};
/** "bKash, Nagad, Rocket বা ক্যাশ অন ডেলিভারি": how Bangla lists the choices a shopper has. */
function listWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} বা ${items.at(-1)}`;
}
const paymentList = listWithOr(
  shop.paymentMethods.map((method) => paymentLabels[method] ?? method),
);
const payBy = `পেমেন্ট করতে পারবেন ${paymentList}, যেভাবে আপনার সুবিধা।`;

/** The shop's policies in Bangla; the numbers come from the shop's config. */
const { freeShippingThreshold, shippingFee, returnDays } = shop.policies;
const policies = {
  dhakaDelivery: "ঢাকার ভেতরে একই দিনে ডেলিভারি",
  outsideDhakaDelivery: "অন্যান্য শহরে ১-৩ কার্যদিবসে",
  giftWrapping: "প্রতিটি অর্ডারে গিফট র‍্যাপিং আর একটি মেসেজ কার্ড ফ্রি",
  returns: `অব্যবহৃত পণ্য আসল প্যাকেজিংসহ ${n(returnDays)} দিনের মধ্যে ফেরত দেওয়া যায়। কাস্টম ও পার্সোনালাইজড পণ্য শুধু ত্রুটিপূর্ণ অবস্থায় পৌঁছালেই ফেরত নেওয়া হয়।`,
  bulkDiscounts: "কর্পোরেট বা অনুষ্ঠানের জন্য বেশি পরিমাণে অর্ডার করলে অনুরোধসাপেক্ষে বিশেষ ছাড় পাবেন",
  tracking: "উপহার রওনা হলেই এসএমএস আর ইমেইলে আপনাকে একটি ট্র্যাকিং নম্বর পাঠানো হয়",
};
const returnWindow = `${n(returnDays)} দিন`;
const shippingCost = `${taka(freeShippingThreshold)} বা তার বেশি অর্ডারে ডেলিভারি ফ্রি; এর কম হলে ডেলিভারি চার্জ ${taka(shippingFee)}।`;

/** Bangla interface text of About, Contact, the info pages and the account page. */
export const bnHelpMessages: typeof helpMessages = {
  reachUs: {
    heading: "আরও কিছু জানার আছে?",
    text: "দিন-রাত যেকোনো সময় আমরা ফোন ধরি। কল করুন, WhatsApp-এ মেসেজ দিন, অথবা ইমেইল লিখুন।",
    call: `কল করুন ${phone}`,
    whatsapp: "WhatsApp-এ মেসেজ দিন",
    email: "ইমেইল করুন",
    whatsappGreeting: `হ্যালো ${shopName}! আমার একটা প্রশ্ন ছিল।`,
    newTab: "(নতুন ট্যাবে খুলবে)",
  },
  about: {
    description: `${shopName} ঢাকার একটি গিফট শপ, যাত্রা শুরু ${founded} সালে। বেছে বেছে আনা উপহার ভালোবাসায় মুড়ে আমরা পৌঁছে দিই সারা বাংলাদেশে।`,
    intro: `প্রতিটি উপলক্ষের উপহার, ভালোবাসায় পৌঁছে দিচ্ছি ${founded} সাল থেকে।`,
    storyHeading: "আমাদের গল্প",
    story: [
      `“${shopName}” নামটা এসেছে খুব সহজ একটা ভাবনা থেকে: ঠিক উপহারটা খুঁজে পাওয়াও যেন উপহার দেওয়ার মতোই আনন্দের হয়। এই ভাবনা নিয়েই ${founded} সালে ঢাকায় আমাদের যাত্রা শুরু।`,
      "প্রতিটি পণ্য আমরা নিজেরা বেছে আনি, যত্ন করে মুড়ে দিই, কার্ডে লিখে দিই আপনার মনের কথা, তারপর পৌঁছে দিই আপনার প্রিয় মানুষের দরজায়: ঢাকায় একই দিনে, আর সারা দেশে কয়েক দিনের মধ্যে।",
      `${happyCustomers} গ্রাহকের মুখে হাসি ফোটানোর পরও প্রতিটি কল আজও আমরা নিজেরাই ধরি।`,
    ],
    stats: [
      { value: founded, label: "ঢাকায় যাত্রা শুরু" },
      { value: happyCustomers, label: "খুশি গ্রাহক" },
      { value: "একই দিনে", label: "ঢাকার ভেতরে ডেলিভারি" },
    ],
    valuesHeading: "আমাদের মূল্যবোধ",
    valuesText: "আমাদের পাঠানো প্রতিটি পার্সেলের পেছনে আছে তিনটি প্রতিশ্রুতি।",
    values: [
      {
        title: "ভালোবাসা ও যত্ন",
        text: "প্রতিটি উপহার হাতে মোড়ানো হয়, সঙ্গে মেসেজ কার্ডে থাকে আপনার কথা, যেন উপহারটা আমরা নিজেরাই দিচ্ছি।",
      },
      {
        title: "মানই প্রথম",
        text: "পাঠানোর আগে প্রতিটি পণ্য আমরা যাচাই করে দেখি। উপহার দেওয়ার মতো না হলে সেটি আমরা পাঠাই না।",
      },
      {
        title: "গ্রাহকই প্রথম",
        text: "দিন হোক বা রাত, আপনার কল ধরেন একজন সত্যিকারের মানুষ। উপহার বাছাই, অর্ডার বদলানো বা ফেরত দেওয়া, সবকিছুতেই তিনি সাহায্য করেন।",
      },
    ],
    whyHeading: "কেন আমাদের বেছে নেবেন",
    why: [
      {
        title: "দ্রুত ডেলিভারি",
        text: `${policies.dhakaDelivery}; ${policies.outsideDhakaDelivery}।`,
      },
      { title: "ফ্রি গিফট র‍্যাপিং", text: `${policies.giftWrapping}।` },
      { title: "যেভাবে সুবিধা, সেভাবে পেমেন্ট", text: payBy },
      {
        title: `${returnWindow}ের মধ্যে ফেরত`,
        text: "অব্যবহৃত পণ্য আসল প্যাকেজিংসহ কোনো ঝামেলা ছাড়াই ফেরত নেওয়া হয়।",
      },
      {
        title: "২৪/৭ খোলা",
        text: "উপহারের আইডিয়া মাথায় এলেই কল বা মেসেজ করুন, যখন খুশি।",
      },
      {
        title: "নিজস্ব ছোঁয়া",
        text: "নাম, ছবি আর তারিখ দিয়ে বানানো পার্সোনালাইজড উপহার, শুধু একজন মানুষের জন্য।",
      },
    ],
    teamHeading: "পরিচিত হোন আমাদের টিমের সঙ্গে",
    teamText: "যে দুজন মানুষ আপনার উপহার বাছাই করেন, মুড়ে দেন আর পৌঁছে দেন।",
    ctaHeading: "মনের মতো উপহার খুঁজতে প্রস্তুত?",
    ctaText: "আমাদের উপহারগুলো দেখুন, তারপর কল করে অর্ডার দিন। বাকিটা আমাদের দায়িত্ব।",
    startShopping: "কেনাকাটা শুরু করুন",
  },
  contact: {
    description: `আমরা খোলা থাকি ২৪/৭। কল, WhatsApp বা ইমেইলে যোগাযোগ করুন; অর্ডার, কাস্টম উপহার বা অন্য যেকোনো বিষয়ে মেসেজ পাঠান।`,
    intro: "কোনো উপহার, অর্ডার বা কাস্টম অনুরোধ নিয়ে প্রশ্ন আছে? আপনার কথা শুনতে আমরা সবসময় আগ্রহী।",
    infoHeading: "যোগাযোগ করুন",
    phone: "ফোন",
    whatsapp: "WhatsApp",
    whatsappAction: "চ্যাট করুন",
    email: "ইমেইল",
    address: "ঠিকানা",
    hours: "খোলার সময়",
    hoursNote: "কল, WhatsApp আর ইমেইল, প্রতিদিন।",
    formHeading: "আমাদের মেসেজ পাঠান",
    formText:
      "ফর্মটি পূরণ করে বেছে নিন কীভাবে পাঠাবেন: আপনার ইমেইল অ্যাপ বা WhatsApp খুলে যাবে, মেসেজ লেখা অবস্থায়।",
    mapHeading: "আমাদের অবস্থান",
    mapComingSoon: "ইন্টারঅ্যাকটিভ ম্যাপ শিগগিরই আসছে",
    faqHeading: "সাধারণ জিজ্ঞাসা",
    faqMore: "সব উত্তর দেখুন",
  },
  form: {
    name: "পুরো নাম",
    email: "ইমেইল ঠিকানা",
    phone: "ফোন",
    subject: "বিষয়",
    message: "মেসেজ",
    required: "আবশ্যক",
    optional: "ঐচ্ছিক",
    phoneHint: "চাইলে আমরা আপনাকে কল করে নেব।",
    subjectPlaceholder: "একটি বিষয় বেছে নিন",
    subjects: {
      general: "সাধারণ জিজ্ঞাসা",
      order: "অর্ডার নিয়ে সহায়তা",
      product: "পণ্য নিয়ে প্রশ্ন",
      custom: "কাস্টম উপহারের অনুরোধ",
      complaint: "অভিযোগ",
      partnership: "পার্টনারশিপ",
    },
    messageHint: `${n(contactLimits.messageMin)} থেকে ${n(contactLimits.messageMax)} অক্ষরের মধ্যে লিখুন।`,
    counter: (count: number) => `${n(count)}/${n(contactLimits.messageMax)}`,
    counterLabel: "অক্ষর লেখা হয়েছে",
    submit: "মেসেজটি দেখে নিন",
    errors: {
      name: {
        required: "দয়া করে আপনার নাম লিখুন।",
        tooLong: `দয়া করে নামটি ${n(contactLimits.nameMax)} অক্ষরের মধ্যে রাখুন।`,
      },
      email: {
        required: "দয়া করে আপনার ইমেইল ঠিকানা লিখুন, যাতে আমরা উত্তর দিতে পারি।",
        invalid: "দয়া করে সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।",
      },
      phone: {
        tooShort: `ফোন নম্বরটি খুব ছোট মনে হচ্ছে। অন্তত ${n(contactLimits.phoneMin)} অক্ষর দিন, অথবা ঘরটি খালি রাখুন।`,
        tooLong: `ফোন নম্বরটি খুব লম্বা মনে হচ্ছে। সর্বোচ্চ ${n(contactLimits.phoneMax)} অক্ষর দিন।`,
        invalid: "শুধু অঙ্ক, স্পেস, ড্যাশ আর শুরুতে একটি + ব্যবহার করুন, যেমন +৮৮০ ১৭১২-৩৪৫৬৭৮।",
      },
      subject: { required: "দয়া করে একটি বিষয় বেছে নিন।" },
      message: {
        required: "দয়া করে আপনার মেসেজ লিখুন।",
        tooShort: `অন্তত ${n(contactLimits.messageMin)} অক্ষর লিখুন, যাতে আমরা ঠিকভাবে সাহায্য করতে পারি।`,
        tooLong: `দয়া করে মেসেজটি ${n(contactLimits.messageMax)} অক্ষরের মধ্যে রাখুন।`,
      },
    },
    errorFallback: "দয়া করে এই ঘরটি আরেকবার দেখুন।",
    confirmHeading: "আপনার মেসেজ পাঠানোর জন্য তৈরি",
    confirmText:
      "এই ওয়েবসাইট নিজে কিছু পাঠায় না। নিচের একটি বাটন বেছে নিন: আপনার ইমেইল অ্যাপ বা WhatsApp মেসেজ লেখা অবস্থায় খুলবে, সেখান থেকে আপনি পাঠিয়ে দেবেন।",
    to: "প্রাপক",
    sendEmail: "ইমেইলে পাঠান",
    sendWhatsapp: "WhatsApp-এ পাঠান",
    edit: "মেসেজ এডিট করুন",
  },
  faq: {
    description: `${shopName}: ডেলিভারি, গিফট র‍্যাপিং, ফেরত, বাল্ক অর্ডার, ট্র্যাকিং আর পেমেন্ট নিয়ে সাধারণ প্রশ্নের উত্তর।`,
    intro: "ক্রেতারা আমাদের সবচেয়ে বেশি যা জিজ্ঞেস করেন, তার ঝটপট উত্তর।",
    items: [
      {
        question: "ডেলিভারি পেতে কত দিন লাগে?",
        answer: `${policies.dhakaDelivery}, আর ${policies.outsideDhakaDelivery}। ${shippingCost}`,
      },
      {
        question: "গিফট র‍্যাপিং করে দেন?",
        answer: `জি, অবশ্যই। ${policies.giftWrapping}। অর্ডার করার সময় কার্ডে কী লিখতে হবে জানিয়ে দিন।`,
      },
      {
        question: "পণ্য ফেরতের নিয়ম কী?",
        answer: policies.returns,
      },
      {
        question: "বেশি পরিমাণে বা কর্পোরেট অর্ডারে ছাড় আছে?",
        answer: `${policies.bulkDiscounts}। কতগুলো লাগবে আর কবে লাগবে জানিয়ে কল করুন বা মেসেজ পাঠান।`,
      },
      {
        question: "আমার অর্ডার কীভাবে ট্র্যাক করব?",
        answer: `${policies.tracking}।`,
      },
      {
        question: "কীভাবে পেমেন্ট করব?",
        answer: `${payBy} উপহার পাঠানোর আগে আমরা ফোনে টাকার পরিমাণ আপনার সঙ্গে নিশ্চিত করে নিই।`,
      },
    ],
  },
  shipping: {
    description: `ঢাকায় একই দিনে ডেলিভারি, বাংলাদেশের অন্যান্য জায়গায় ১-৩ কার্যদিবসে। ${shippingCost}`,
    intro: "কোথায় ডেলিভারি দিই, কত দ্রুত, আর খরচ কত।",
    sections: [
      {
        heading: "ডেলিভারির সময়",
        text: [
          `${policies.dhakaDelivery}।`,
          `বাংলাদেশের ${policies.outsideDhakaDelivery} ডেলিভারি।`,
        ],
      },
      { heading: "ডেলিভারি চার্জ", text: [shippingCost] },
      {
        heading: "উপহার কোথায় আছে জানুন",
        text: [`${policies.tracking}।`],
      },
      {
        heading: "গিফট র‍্যাপিং",
        text: ["প্রতিটি অর্ডারে গিফট র‍্যাপিং আর একটি মেসেজ কার্ড, কোনো বাড়তি খরচ ছাড়াই।"],
      },
      { heading: "পেমেন্ট", text: [payBy] },
    ],
  },
  returns: {
    description: `আমাদের কাছ থেকে কেনা অব্যবহৃত পণ্য আসল প্যাকেজিংসহ ${returnWindow}ের মধ্যে ফেরত দেওয়া যায়।`,
    intro: `পছন্দ হয়নি? আমাদের জানাতে আপনার হাতে আছে ${returnWindow}।`,
    sections: [
      {
        heading: "কী ফেরত দেওয়া যায়",
        text: [`অব্যবহৃত পণ্য আসল প্যাকেজিংসহ ডেলিভারির ${returnWindow}ের মধ্যে ফেরত দেওয়া যায়।`],
      },
      {
        heading: "কাস্টম ও পার্সোনালাইজড উপহার",
        text: [
          "নাম, ছবি বা মেসেজ দিয়ে বানানো উপহার একজন মানুষের জন্যই তৈরি, তাই শুধু ত্রুটিপূর্ণ অবস্থায় পৌঁছালেই আমরা সেগুলো ফেরত নিই।",
        ],
      },
      {
        heading: "কীভাবে ফেরত দেবেন বা বদলাবেন",
        text: [
          "আপনার নাম আর কী অর্ডার করেছিলেন জানিয়ে কল করুন বা WhatsApp-এ মেসেজ দিন। পণ্য বদলে নিতে চান, নাকি টাকা ফেরত চান, জানালেই আপনার সঙ্গে কথা বলে আমরা ব্যবস্থা করে দেব।",
        ],
      },
    ],
  },
  privacy: {
    description: `এই ওয়েবসাইটে কোনো অ্যাকাউন্ট নেই, ট্র্যাকিং নেই, কুকিও নেই। আপনার কার্ট আর উইশলিস্ট থাকে আপনার ডিভাইসেই।`,
    intro:
      "সংক্ষেপে: কোনো অ্যাকাউন্ট নেই, কোনো ট্র্যাকিং নেই, আর এই ওয়েবসাইট কোথাও কিছু পাঠায় না। আপনি যা সেভ করেন, তা আপনার ডিভাইসেই থাকে।",
    sections: [
      {
        heading: "কোনো অ্যাকাউন্ট নেই",
        text: [
          "আমাদের কাছ থেকে কেনাকাটা করতে কখনো অ্যাকাউন্ট লাগে না। লগইন নেই, তাই আপনার কোনো প্রোফাইলও আমাদের কাছে নেই।",
        ],
      },
      {
        heading: "কোনো ট্র্যাকিং নেই, কুকি নেই",
        text: [
          "এই ওয়েবসাইটে কোনো অ্যানালিটিক্স, বিজ্ঞাপনের ট্র্যাকার বা কুকি নেই। অন্য কোনো কোম্পানির কিছুই এখানে লোড হয় না।",
        ],
      },
      {
        heading: "আপনার কার্ট আর উইশলিস্ট থাকে আপনার ডিভাইসেই",
        text: [
          "কার্ট বা উইশলিস্টে যা রাখেন, তা সেভ থাকে এই ব্রাউজারের লোকাল স্টোরেজে, আপনার নিজের ফোন বা কম্পিউটারে। তা কখনো আমাদের কাছে পাঠানো হয় না। ব্রাউজার থেকে এই সাইটের ডেটা মুছে ফেললে এগুলোও মুছে যাবে।",
        ],
      },
      {
        heading: "ফর্মে লেখা কথা যায় আপনার নিজের অ্যাপে",
        text: [
          "যোগাযোগের ফর্ম আর নিউজলেটারের ঘর নিজে কিছু পাঠায় না। এগুলো লেখাসহ আপনার নিজের ইমেইল বা WhatsApp অ্যাপ খুলে দেয়, আর সেখানে আপনি পাঠানোর বাটন না চাপা পর্যন্ত কিছুই যায় না।",
          "আপনি আমাদের যা পাঠান, আর অর্ডার করতে ফোনে যা জানান, তা আমরা শুধু আপনাকে উত্তর দিতে আর আপনার উপহার পৌঁছে দিতেই ব্যবহার করি।",
        ],
      },
      {
        heading: "প্রশ্ন থাকলে",
        text: [`লিখুন ${shop.email} ঠিকানায়, আমরা উত্তর দেব।`],
      },
    ],
  },
  terms: {
    description: `আমাদের কাছ থেকে কেনাকাটায় অর্ডার, পেমেন্ট, ডেলিভারি আর ফেরত যেভাবে হয়।`,
    intro: "আমাদের কাছ থেকে কেনাকাটার সহজ কিছু নিয়ম।",
    sections: [
      {
        heading: "অর্ডার",
        text: [
          "অর্ডার করুন ফোনে বা WhatsApp-এ। উপহার, দাম আর ডেলিভারির ঠিকানা আপনার সঙ্গে নিশ্চিত করার পরই অর্ডারটি গ্রহণ করা হয়।",
        ],
      },
      {
        heading: "দাম ও পেমেন্ট",
        text: [`সব দাম বাংলাদেশি টাকায় (৳)। ${shippingCost} ${payBy}`],
      },
      {
        heading: "ডেলিভারি",
        text: [`${policies.dhakaDelivery}; ${policies.outsideDhakaDelivery}।`],
      },
      { heading: "ফেরত", text: [policies.returns] },
      {
        heading: "আমাদের উপহার",
        text: [
          "উপহার হাতে মোড়ানো হয়, তাই রং বা ফিতা ছবির চেয়ে সামান্য আলাদা হতে পারে। যেমনটা আশা করেছিলেন তেমন না হলে আমাদের কল করুন।",
        ],
      },
    ],
  },
  support: {
    description: `দরকার হলেই ফোন, WhatsApp বা ইমেইলে আমাদের সাহায্য নিন, আমরা ২৪/৭ খোলা।`,
    intro: "অর্ডার, উপহারের আইডিয়া বা ফেরত, যখনই দরকার, আমরা পাশে আছি।",
    waysHeading: "যেভাবে যোগাযোগ করবেন",
    ways: {
      call: {
        title: "কল করুন",
        text: "অর্ডার দিতে বা বদলাতে সবচেয়ে দ্রুত উপায়। ২৪/৭ খোলা।",
      },
      whatsapp: {
        title: "WhatsApp",
        text: "মেসেজ, ছবি বা ভয়েস নোট পাঠান। যত দ্রুত সম্ভব উত্তর দিই।",
      },
      email: {
        title: "ইমেইল",
        text: "বড় প্রশ্ন, বাল্ক অর্ডার আর পার্টনারশিপের জন্য।",
      },
    },
    linksHeading: "ঝটপট উত্তর",
    links: {
      faq: "সাধারণ জিজ্ঞাসা",
      shipping: "ডেলিভারি ও সময়",
      returns: "ফেরত ও বদল",
      contact: "আমাদের মেসেজ পাঠান",
    },
  },
  account: {
    description: `আমাদের কাছ থেকে কিনতে কোনো অ্যাকাউন্ট লাগে না: অর্ডার করতে শুধু কল করুন।`,
    noAccountNeeded: "অর্ডার করতে অ্যাকাউন্ট লাগবে না। শুধু কল করুন, বাকিটা আমরা দেখব।",
    call: `কল করুন ${phone}`,
  },
};
