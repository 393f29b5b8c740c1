import { shop } from "../data/shop";
import { bnOccasionMessages } from "./bn-occasions";
import type { LineDetail } from "../lib/cart/choice-prices";
import { bnHelpMessages } from "./bn-help";
import { bootText } from "./boot-text";
import { bnOrderingMessages, reviewDay } from "./bn-ordering";
import type { Messages } from "./en";
import { bnDigits, hour, n, shopName, taka, year } from "./bn-format";
import { formatRange } from "../lib/prices/money";
import { bnPolicies as policies, paymentMethodsBn } from "./bn-policies";

/** Each choice and text of a gift on its own line of a message: "সাইজ: বড়". */
const detailLines = (details: readonly LineDetail[]) =>
  details.map((detail) => `${detail.label}: ${detail.value}\n`).join("");

/** 'Showing X of Y products': X gifts match, of the Y in the catalog. */
function showingProducts(shown: number, total: number): string {
  if (shown === 0) return `${n(total)}টি পণ্যের কোনোটিই মেলেনি`;
  if (shown === total) return `${n(total)}টি পণ্য দেখানো হচ্ছে`;
  return `${n(total)}টির মধ্যে ${n(shown)}টি পণ্য দেখানো হচ্ছে`;
}

/** Every piece of interface text in Bangla, as a shopper in Bangladesh would say it. */
export const bn: Messages = {
  meta: {
    siteDescription: `${shopName} ঢাকার একটি গিফট শপ: জন্মদিন, বিবাহবার্ষিকী আর পার্সোনালাইজড উপহার আমরা পৌঁছে দিই সারা বাংলাদেশে। অর্ডার করতে কল বা WhatsApp করুন; ${policies.payBy}`,
    pageTitle: (page: string) => `${page} | ${shop.name}`,
  },
  header: {
    otherLanguage: "English",
    skipToContent: "মূল অংশে চলে যান",
    // Short, so the words and the number fit one line of a phone's top bar.
    callToOrder: "কল করুন:",
    mainNav: "প্রধান মেনু",
    home: "হোম",
    products: "পণ্য",
    categories: "ক্যাটাগরি",
    about: "আমাদের সম্পর্কে",
    contact: "যোগাযোগ",
    openSearch: "খুঁজুন",
    closeSearch: "খোঁজা বন্ধ করুন",
    searchLabel: "উপহার খুঁজুন",
    searchPlaceholder: "উপহার খুঁজুন…",
    searchSubmit: "খুঁজুন",
    wishlist: "উইশলিস্ট",
    cart: "কার্ট",
    account: "অ্যাকাউন্ট",
    openMenu: "মেনু খুলুন",
    closeMenu: "মেনু বন্ধ করুন",
    mobileNav: "মোবাইল মেনু",
    menuOccasions: "ক্যাটাগরি অনুযায়ী উপহার",
    menuYours: "আমার কেনাকাটা",
    menuAskUs: "আমাদের জিজ্ঞেস করুন",
    menuCall: "কল করুন",
    menuWhatsapp: "WhatsApp করুন",
    badgeItems: (label: string, count: number) =>
      count === 0 ? `${label} খালি` : `${label}, ${n(count)}টি পণ্য`,
  },
  footer: {
    about:
      "জন্মদিন, বিবাহবার্ষিকী আর উদ্‌যাপনের মতো প্রতিটি মুহূর্তের জন্য মন ছুঁয়ে যাওয়া উপহার, ঢাকায় হাতে মোড়ানো।",
    quickLinks: "প্রয়োজনীয় লিংক",
    aboutUs: "আমাদের সম্পর্কে",
    allProducts: "সব পণ্য",
    categories: "ক্যাটাগরি",
    contactUs: "যোগাযোগ করুন",
    faq: "সাধারণ জিজ্ঞাসা",
    customerService: "গ্রাহকসেবা",
    shippingInfo: "ডেলিভারি তথ্য",
    returns: "ফেরত ও বদল",
    privacy: "গোপনীয়তা নীতি",
    terms: "সেবার শর্তাবলি",
    support: "সহায়তা কেন্দ্র",
    contactDetails: "যোগাযোগ",
    followUs: "আমাদের ফলো করুন",
    weAccept: "যেভাবে পেমেন্ট করবেন",
    copyright: (years: readonly number[]) =>
      `© ${years.map(year).join("–")} ${shopName}। সর্বস্বত্ব সংরক্ষিত।`,
  },
  common: {
    callToOrder: "অর্ডার করতে কল করুন",
    loading: "লোড হচ্ছে…",
    backHome: "হোমে ফিরে যান",
    browseProducts: "সব পণ্য দেখুন",
    comingSoon: "শিগগিরই আসছে",
    dismiss: "বন্ধ করুন",
    breadcrumb: "আপনি যেখানে আছেন",
    pricesUnavailable:
      "উপহারগুলোর এখনকার দাম লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন; কার্ট বা উইশলিস্টে রাখা কিছুই হারায়নি।",
    tryAgain: "আবার চেষ্টা করুন",
  },
  shopText: {
    paymentMethods: [...paymentMethodsBn],
    address: shop.address.bn,
    /** One way of writing the number in Bangla: the international form in Bengali digits. */
    phone: bnDigits(shop.phoneDisplay),
    hours: policies.hours,
  },
  product: {
    deliveryFacts: {
      fee: (free: boolean) =>
        free
          ? `ডেলিভারি ফ্রি: ${taka(shop.policies.freeShippingThreshold)} বা তার বেশি অর্ডারে ডেলিভারি চার্জ লাগে না।`
          : `ডেলিভারি চার্জ ${policies.deliveryFee}; ${taka(shop.policies.freeShippingThreshold)} বা তার বেশি অর্ডারে ফ্রি।`,
      insideDhaka: `${policies.insideCity}:`,
      sameDayRule: `বাংলাদেশ সময় ${hour(shop.ordering.sameDayCutoffHour)}র আগে অর্ডার করলে সেদিনই, নইলে পরের দিন ডেলিভারি।`,
      orderWithin: (hours: number, minutes: number) => {
        // The last word takes -এর: "২ ঘণ্টা ১০ মিনিটের মধ্যে", "২ ঘণ্টার মধ্যে".
        const left =
          minutes === 0
            ? `${n(hours)}\u00a0ঘণ্টার`
            : `${hours > 0 ? `${n(hours)}\u00a0ঘণ্টা ` : ""}${n(minutes)}\u00a0মিনিটের`;
        return `${left} মধ্যে অর্ডার করলে আজই ডেলিভারি।`;
      },
      tomorrow: "এখন অর্ডার করলে আগামীকাল ডেলিভারি।",
      outsideDhaka: `${policies.outsideCity}:`,
      outsideDays: `${formatRange(shop.policies.outsideDhakaDays.from, shop.policies.outsideDhakaDays.to, "bn")} কার্যদিবস।`,
      wrapping: `${policies.giftWrapping}।`,
      wrappingPhoto: "গিফট র‍্যাপিং",
      returns: policies.returns,
    },
    price: "দাম:",
    originalPrice: "আগের দাম",
    featured: "বাছাই করা",
    inStock: "স্টকে আছে",
    outOfStock: "স্টকে নেই",
    discountBadge: (percent: number) => `-${n(percent)}%`,
    discountSave: (percent: number) => `${n(percent)}% ছাড়`,
    ratingLabel: (rating: number) => `৫-এর মধ্যে ${bnDigits(String(rating))} রেটিং`,
    ratingValue: (rating: number) => bnDigits(String(rating)),
    reviewCount: (count: number) => `(${n(count)}টি রিভিউ)`,
    noReviews: "এখনো কোনো রিভিউ নেই",
    quantity: "পরিমাণ",
    decreaseQuantity: "পরিমাণ কমান",
    increaseQuantity: "পরিমাণ বাড়ান",
    orderOnWhatsapp: "WhatsApp-এ অর্ডার করুন",
    orderThisGift: "এটি অর্ডার করুন",
    share: "শেয়ার করুন",
    linkCopied: "লিংক কপি হয়েছে",
    copyFailed: "লিংক কপি করা যায়নি",
    outOfStockNote:
      "উপহারটি এই মুহূর্তে স্টকে নেই। কবে আবার আসবে জানতে, বা এর মতো অন্য কিছু খুঁজে পেতে আমাদের কল করুন।",
    details: "বিস্তারিত",
    delivery: "ডেলিভারি ও ফেরত",
    relatedHeading: "এগুলোও আপনার পছন্দ হতে পারে",
    whatsappMessage: (name: string, price: string, url: string, details: readonly LineDetail[]) =>
      `হ্যালো ${shopName}! আমি এটি অর্ডার করতে চাই: ${name} (${price})।\n${detailLines(details)}${url}`,
  },
  cart: {
    add: "কার্টে যোগ করুন",
    addNamed: (name: string) => `${name} কার্টে যোগ করুন`,
    added: (name: string, quantity: number) =>
      quantity === 1
        ? `${name} আপনার কার্টে যোগ হয়েছে`
        : `${name} (${n(quantity)}টি) আপনার কার্টে যোগ হয়েছে`,
    viewCart: "কার্ট দেখুন",
  },
  productsPage: {
    intro:
      "পাঠানোর জন্য প্রস্তুত আমাদের সব উপহার। উপলক্ষ আর বাজেট অনুযায়ী বেছে নিন, তারপর কল করে অর্ডার দিন।",
    description: `${shopName}-এর সব উপহার এক জায়গায়: পার্সোনালাইজড ফ্রেম, জন্মদিনের হ্যাম্পার, বিবাহবার্ষিকীর স্মারকসহ আরও অনেক কিছু, দাম টাকায়।`,
    filters: "ফিল্টার",
    showFilters: "ফিল্টার দেখান",
    hideFilters: "ফিল্টার লুকান",
    category: "ক্যাটাগরি",
    allCategories: "সব",
    maxPrice: "সর্বোচ্চ দাম",
    priceRange: (min: string, max: string) => `${min} – ${max}`,
    noPriceLimit: (price: string) => `${price}+`,
    noPriceLimitSpoken: (price: string) => `${price} বা তার বেশি`,
    resetFilters: "ফিল্টার রিসেট করুন",
    sortBy: "সাজান",
    sortLabels: {
      relevance: "সেরা মিল",
      featured: "বাছাই করা",
      "price-asc": "দাম: কম থেকে বেশি",
      "price-desc": "দাম: বেশি থেকে কম",
      rating: "সর্বোচ্চ রেটিং",
      name: "নাম অনুযায়ী",
    },
    showing: showingProducts,
    showingPage: (shown: number, total: number, first: number, last: number) =>
      `${showingProducts(shown, total)} (এই পাতায় ${n(first)}–${n(last)})`,
    countedPage: (total: number, first: number, last: number) =>
      `${n(total)}টি পণ্য (এই পাতায় ${n(first)}–${n(last)})`,
    appliedFilters: "চালু থাকা ফিল্টার",
    priceUpTo: (price: string) => `সর্বোচ্চ ${price}`,
    searchTerm: (term: string) => `“${term}”`,
    removeFilter: (filter: string) => `ফিল্টার সরান: ${filter}`,
    noResults: "কোনো পণ্য পাওয়া যায়নি",
    noResultsText: "অন্য কোনো শব্দে খুঁজে দেখুন, বা ফিল্টার একটু বদলে দেখুন।",
    noMatch: (term: string) => `“${term}” খুঁজে কোনো উপহার পাওয়া যায়নি`,
    noMatchText:
      "যা খুঁজছেন তা এখানে না পেলে কল বা WhatsApp করুন, এমন কিছু আমাদের আছে কি না জানিয়ে দেব।",
    noMatchWhatsapp: (term: string) =>
      `হ্যালো ${shopName}! আপনাদের দোকানে “${term}” খুঁজে কিছু পাইনি। এমন কিছু আছে কি?`,
    pages: "পাতা",
    previousPage: "আগের পাতা",
    nextPage: "পরের পাতা",
    pageLabel: (page: number) => `পাতা ${n(page)}`,
    searchingFor: <Term>(term: Term) => ["“", term, "” খোঁজা হচ্ছে…"],
    findingChosen: "আপনার বাছাই অনুযায়ী উপহার খোঁজা হচ্ছে…",
    catalogUnavailable:
      "সব উপহারের তালিকা লোড করা যায়নি, তাই এই ফলাফল আপনার বাছাইয়ের সঙ্গে না-ও মিলতে পারে। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।",
  },
  categoryPage: {
    description: (name: string) =>
      `${shopName}-এর ${name}, সারা বাংলাদেশে ডেলিভারি। অর্ডার করতে কল বা WhatsApp করুন।`,
    emptyHeading: "ফোনে অর্ডার দিন, আমরা সাজিয়ে দেব",
    emptyText: (name: string) =>
      `আমাদের ${name} এখনো অনলাইনে তোলা হয়নি, তবে প্রতিদিনই আমরা এগুলো সাজিয়ে পাঠাই। কল করুন বা কাস্টম অনুরোধ পাঠান, আপনার বাজেটের মধ্যে মানানসই উপহারের পরামর্শ দেব।`,
    customRequest: "কাস্টম অনুরোধ পাঠান",
    allCategories: "সব ক্যাটাগরি",
  },
  productPage: {
    description: (name: string, price: string) =>
      `${name}, ${price}। গিফট র‍্যাপ করে সারা বাংলাদেশে পৌঁছে দেয় ${shopName}।`,
    category: "ক্যাটাগরি",
    choiceWithSurcharge: (name: string, surcharge: string) => `${name} (+${surcharge})`,
    optional: "ঐচ্ছিক",
    counter: (count: number, max: number) => `${n(count)} / ${n(max)}`,
    counterLabel: "অক্ষর লেখা হয়েছে",
    /** Quoted, as the owner's label may be any words, even a question. */
    textRequired: (label: string) => `“${label}” ঘরটি পূরণ করুন।`,
    textTooLong: (max: number, count: number) =>
      `লেখাটি ${n(max)} অক্ষরের মধ্যে রাখুন (এখন ${n(count)}টি)।`,
    personalize: "কাস্টমাইজ করুন",
    personalizeNamed: (name: string) => `${name} কাস্টমাইজ করুন`,
    seeOptions: "অপশন বেছে নিন",
    seeOptionsNamed: (name: string) => `${name}-এর অপশন বেছে নিন`,
  },
  gallery: {
    label: (name: string) => `${name}-এর ছবি`,
    photoOf: (index: number, total: number) => `ছবি ${n(index)} / ${n(total)}`,
    photoAlt: (name: string, index: number, total: number) =>
      `${name}, ছবি ${n(index)} / ${n(total)}`,
    enlarge: "ছবি বড় করে দেখুন",
    zoomIn: "আরও বড় করুন",
    zoomOut: "ছোট করুন",
    zoomedHint: "বড় করা ছবি: কিবোর্ডের অ্যারো কী দিয়ে সরান",
    previous: "আগের ছবি",
    next: "পরের ছবি",
    close: "বন্ধ করুন",
  },
  reviews: {
    heading: "ক্রেতাদের রিভিউ",
    summary: (rating: number, count: number) =>
      `৫-এর মধ্যে ${bnDigits(String(rating))}, ${n(count)}টি রিভিউ থেকে`,
    none: "এখনো কোনো রিভিউ নেই। আমাদের কাছ থেকে এই উপহারটি কিনেছেন? কেমন লাগল WhatsApp-এ জানান, আপনার কথাগুলো এখানে তুলে দেব।",
    more: (count: number) => `আরও ${n(count)}টি রিভিউ দেখুন`,
    written: (date: string) => reviewDay(date),
  },
  categories: {
    intro:
      "প্রতিটি উপলক্ষের জন্য চাই ঠিক উপহারটি। একটি ক্যাটাগরি বেছে নিন, দেখুন পাঠানোর জন্য কী কী প্রস্তুত আছে।",
    productCount: (count: number) => `${n(count)}টি পণ্য`,
    byPhone: "ফোনে অর্ডার দিন, আমরা সাজিয়ে দেব",
    byPhoneShort: "ফোনে",
    cantFindHeading: "যা খুঁজছেন, পাচ্ছেন না?",
    cantFindText:
      "অনুরোধ পেলে আমরা উপহার খুঁজে আনি, নাম-ছবি দিয়ে সাজিয়েও দিই। উপলক্ষ আর বাজেট জানান, প্রিয়জনের মন ভরানো কিছু খুঁজে দেব।",
    contactUs: "যোগাযোগ করুন",
  },
  wishlist: {
    toggleLabel: (name: string) => `${name} উইশলিস্টে রাখুন`,
    added: (name: string) => `${name} আপনার উইশলিস্টে রাখা হয়েছে`,
    removed: (name: string) => `${name} উইশলিস্ট থেকে সরানো হয়েছে`,
  },
  home: {
    title: `${shop.name}: বাংলাদেশে প্রতিটি উপলক্ষের উপহার`,
    heroEyebrow: "ঢাকা থেকে ভালোবাসায় মোড়ানো উপহার",
    heroTitle: "প্রতিটি উপলক্ষের জন্য খুঁজে নিন মনের মতো উপহার",
    heroText:
      "জন্মদিন, বিবাহবার্ষিকী আর মাঝের ছোট ছোট মুহূর্তগুলো। উপহার বেছে নিন, আমাদের কল করুন; সুন্দর করে মুড়ে আমরাই পৌঁছে দেব।",
    heroImageAlt: "বেলুন আর গাঁদা ফুলের সঙ্গে সাজানো মোড়ানো উপহারের বাক্সের স্তূপ",
    shopNow: "এখনই কিনুন",
    browseCategories: "ক্যাটাগরি দেখুন",
    benefitsHeading: "কেন আমাদের কাছ থেকে কিনবেন",
    benefits: [
      {
        title: "ফ্রি ডেলিভারি",
        text: policies.freeDelivery,
      },
      { title: "নিরাপদ পেমেন্ট", text: policies.payWays },
      { title: "গিফট র‍্যাপিং", text: "প্রতিটি উপহার হাতে মোড়ানো, সঙ্গে মেসেজ কার্ড" },
      {
        title: "গ্রাহকের ভালোবাসা",
        text: policies.happyCustomers
          ? `${policies.happyCustomers} খুশি গ্রাহক, আর সংখ্যাটা বাড়ছেই`
          : "পাঠানোর আগে প্রতিটি অর্ডার ফোনে নিশ্চিত করা হয়",
      },
    ],
    featuredHeading: "বাছাই করা উপহার",
    featuredText: "আমাদের গ্রাহকদের সবচেয়ে প্রিয়, বেছে বেছে আনা উপহারগুলো।",
    viewAll: "সব পণ্য দেখুন",
    categoriesHeading: "ক্যাটাগরি অনুযায়ী কিনুন",
    categoriesText: "ঠিক মুহূর্তের জন্য ঠিক উপহারটি খুঁজে নিন।",
    testimonialsHeading: "গ্রাহকেরা যা বলছেন",
    newsletterHeading: "উপহারের আইডিয়া পান ইমেইলে",
    newsletterText: "উৎসবের অফার আর নতুন পণ্যের খবর, বছরে কয়েকবার। কোনো স্প্যাম নয়।",
    newsletterLabel: "ইমেইল ঠিকানা",
    newsletterPlaceholder: "you@example.com",
    subscribe: "সাবস্ক্রাইব করুন",
    newsletterInvalid: "দয়া করে সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।",
    newsletterReady: (email: string) =>
      `আপনার ইমেইল অ্যাপে ${email} ঠিকানায় সাবস্ক্রিপশনের একটি ইমেইল তৈরি হয়ে খোলার কথা; সাবস্ক্রাইব করতে সেটি পাঠিয়ে দিন।`,
    newsletterOpenAgain: "ইমেইলটি আবার খুলুন",
    newsletterSubject: "নিউজলেটার সাবস্ক্রিপশন",
    newsletterBody: (email: string) =>
      `হ্যালো ${shopName},\n\nদয়া করে ${email} ঠিকানাটি আপনাদের নিউজলেটারে যোগ করে নিন।\n\nধন্যবাদ!`,
  },
  notFound: {
    productTitle: "পণ্যটি পাওয়া যায়নি",
    productText: "উপহারটি খুঁজে পাওয়া গেল না। হয়তো এটি সরিয়ে নেওয়া হয়েছে, অথবা লিংকে কোনো ভুল আছে।",
    categoryTitle: "ক্যাটাগরিটি পাওয়া যায়নি",
    categoryText: "এই ক্যাটাগরিটি খুঁজে পাওয়া গেল না। এর বদলে এগুলোর কোনোটি দেখুন।",
    seeAllCategories: "সব ক্যাটাগরি দেখুন",
  },
  offline: {
    title: bootText.bn.offlineTitle,
    text: "এই পাতাটি এখনো এই ফোনে সেভ হয়নি। আগে খোলা পাতাগুলো, আপনার কার্ট আর অর্ডার ফর্ম ইন্টারনেট ছাড়াও চলবে; এখনই অর্ডার করতে আমাদের কল করুন।",
    call: bootText.bn.call,
    cart: "আপনার কার্ট",
    tryAgain: bootText.bn.tryAgain,
    updateReady: "নতুন সংস্করণ প্রস্তুত।",
    reload: "আবার লোড করুন",
  },
  error: {
    title: bootText.bn.errorTitle,
    text: bootText.bn.errorText,
    reload: "আবার চেষ্টা করুন",
  },
  pages: {
    products: "সব পণ্য",
    categories: "ক্যাটাগরি",
    about: "আমাদের সম্পর্কে",
    contact: "যোগাযোগ করুন",
    cart: "শপিং কার্ট",
    wishlist: "উইশলিস্ট",
    account: "অ্যাকাউন্ট",
    faq: "সাধারণ জিজ্ঞাসা",
    shipping: "ডেলিভারি তথ্য",
    returns: "ফেরত ও বদল",
    privacy: "গোপনীয়তা নীতি",
    terms: "সেবার শর্তাবলি",
    support: "সহায়তা কেন্দ্র",
    order: "অর্ডার করুন",
    orders: "আমার অর্ডার",
  },
  ordering: bnOrderingMessages,
  help: bnHelpMessages,
  occasions: bnOccasionMessages,
};
