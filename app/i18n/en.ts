import { shop } from "../data/shop";
import { occasionMessages } from "./en-occasions";
import type { LineDetail } from "../lib/cart/choice-prices";
import { formatRange, formatTaka } from "../lib/prices/money";
import { bootText } from "./boot-text";
import { helpMessages } from "./en-help";
import { enPolicies as policies, hour, paymentMethodsEn, upperFirst } from "./en-policies";
import { orderingMessages, reviewDay } from "./en-ordering";

/** Each choice and text of a gift on its own line of a message: "Size: Large". */
const detailLines = (details: readonly LineDetail[]) =>
  details.map((detail) => `${detail.label}: ${detail.value}\n`).join("");

/**
 * Every piece of interface text in English. The Bangla edition adds a second object of the same
 * type, so components never hold text of their own.
 */
export const en = {
  meta: {
    siteDescription: `${shop.name} is a gift shop in Dhaka: birthday, anniversary and personalized gifts delivered across Bangladesh. Call or WhatsApp to order; pay by ${policies.paymentList}.`,
    pageTitle: (page: string) => `${page} | ${shop.name}`,
  },
  header: {
    skipToContent: "Skip to content",
    /** The other edition's name, written in its own language. */
    otherLanguage: "বাংলা",
    callToOrder: "Call to order:",
    mainNav: "Main",
    home: "Home",
    products: "Products",
    categories: "Categories",
    about: "About",
    contact: "Contact",
    openSearch: "Search",
    closeSearch: "Close search",
    searchLabel: "Search for gifts",
    searchPlaceholder: "Search for gifts...",
    searchSubmit: "Search",
    wishlist: "Wishlist",
    cart: "Cart",
    account: "Account",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mobileNav: "Mobile",
    menuOccasions: "Shop by category",
    menuYours: "Yours",
    menuAskUs: "Ask us",
    menuCall: "Call us",
    menuWhatsapp: "WhatsApp us",
    badgeItems: (label: string, count: number) =>
      `${label}, ${count} ${count === 1 ? "item" : "items"}`,
  },
  footer: {
    about:
      "Thoughtful gifts for birthdays, anniversaries and every moment worth celebrating, wrapped by hand in Dhaka.",
    quickLinks: "Quick Links",
    aboutUs: "About Us",
    allProducts: "All Products",
    categories: "Categories",
    contactUs: "Contact Us",
    faq: "FAQ",
    customerService: "Customer Service",
    shippingInfo: "Shipping Info",
    returns: "Returns & Exchanges",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    support: "Support Center",
    contactDetails: "Get in Touch",
    followUs: "Follow us",
    weAccept: "We accept",
    copyright: (years: readonly number[]) =>
      `© ${years.join("–")} ${shop.name}. All rights reserved.`,
  },
  common: {
    callToOrder: "Call to Order",
    loading: "Loading…",
    backHome: "Back to Home",
    browseProducts: "Browse all products",
    comingSoon: "Coming Soon",
    dismiss: "Dismiss",
    breadcrumb: "Breadcrumb",
    pricesUnavailable:
      "We could not load the gifts' current prices. Check your connection and try again; nothing you saved is lost.",
    tryAgain: "Try again",
  },
  shopText: {
    paymentMethods: [...paymentMethodsEn],
    address: shop.address.en,
    phone: shop.phoneDisplay as string,
    hours: policies.hours,
  },
  product: {
    deliveryFacts: {
      /** Whether the gift alone, at its chosen price, ships free. */
      fee: (free: boolean) =>
        free
          ? `Free delivery: orders of ${formatTaka(shop.policies.freeShippingThreshold, "en")} or more ship free.`
          : `Delivery ${policies.deliveryFee}, free on orders of ${formatTaka(shop.policies.freeShippingThreshold, "en")} or more.`,
      insideDhaka: `${upperFirst(policies.insideCity)}:`,
      /** True at any moment: what the prerendered page says before it can read the clock. */
      sameDayRule: `same day when you order before ${hour(shop.ordering.sameDayCutoffHour)} (Bangladesh time), otherwise the next day.`,
      /** A number stays on the line of its unit: "2 h 10 min". */
      orderWithin: (hours: number, minutes: number) =>
        `order within ${[hours > 0 ? `${hours}\u00a0h` : "", minutes > 0 ? `${minutes}\u00a0min` : ""].filter(Boolean).join(" ")} for delivery today.`,
      tomorrow: "delivery tomorrow if you order now.",
      outsideDhaka: `${upperFirst(policies.outsideCity)}:`,
      outsideDays: `${formatRange(shop.policies.outsideDhakaDays.from, shop.policies.outsideDhakaDays.to, "en")} business days.`,
      wrapping: `${policies.giftWrapping}.`,
      /** The enlarged view of the shop's photo of a gift as it arrives wrapped. */
      wrappingPhoto: "Gift wrapping",
      returns: policies.returns,
    },
    price: "Price:",
    originalPrice: "Was",
    featured: "Featured",
    inStock: "In Stock",
    outOfStock: "Out of Stock",
    discountBadge: (percent: number) => `-${percent}%`,
    discountSave: (percent: number) => `Save ${percent}%`,
    ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
    ratingValue: (rating: number) => String(rating),
    reviewCount: (count: number) => `(${count} ${count === 1 ? "review" : "reviews"})`,
    noReviews: "No reviews yet",
    quantity: "Quantity",
    decreaseQuantity: "Decrease quantity",
    increaseQuantity: "Increase quantity",
    orderOnWhatsapp: "Order on WhatsApp",
    orderThisGift: "Order this gift",
    share: "Share",
    linkCopied: "Link copied",
    copyFailed: "Could not copy the link",
    outOfStockNote:
      "This gift is out of stock right now. Call us to ask when it will be back, or for something similar.",
    details: "Details",
    delivery: "Delivery & returns",
    relatedHeading: "You may also like",
    /** The gift with the choices and text the shopper has given so far, each on its own line. */
    whatsappMessage: (name: string, price: string, url: string, details: readonly LineDetail[]) =>
      `Hello ${shop.name}! I would like to order: ${name} (${price}).\n${detailLines(details)}${url}`,
  },
  cart: {
    add: "Add to Cart",
    addNamed: (name: string) => `Add ${name} to cart`,
    added: (name: string, quantity: number) =>
      quantity === 1 ? `${name} added to your cart` : `${quantity} × ${name} added to your cart`,
    viewCart: "View cart",
  },
  productsPage: {
    intro:
      "Every gift we have ready to send. Filter by occasion and budget, then call us to order.",
    description: `Browse all of ${shop.name}'s gifts: personalized frames, birthday hampers, anniversary keepsakes and more, with prices in taka.`,
    filters: "Filters",
    showFilters: "Show filters",
    hideFilters: "Hide filters",
    category: "Category",
    allCategories: "All",
    maxPrice: "Maximum price",
    priceRange: (min: string, max: string) => `${min} – ${max}`,
    /** The slider's top: gifts above it are listed too. */
    noPriceLimit: (price: string) => `${price}+`,
    noPriceLimitSpoken: (price: string) => `${price} or more`,
    resetFilters: "Reset Filters",
    sortBy: "Sort by",
    sortLabels: {
      relevance: "Best match",
      featured: "Featured",
      "price-asc": "Price: Low to High",
      "price-desc": "Price: High to Low",
      rating: "Highest Rated",
      name: "Name A-Z",
    },
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
    /** The same line on a listing of several pages, with the ones this page shows. */
    showingPage: (shown: number, total: number, first: number, last: number) =>
      `Showing ${shown} of ${total} products (${first}–${last} on this page)`,
    /** A category's own list, which shows all its gifts, over several pages. */
    countedPage: (total: number, first: number, last: number) =>
      `${total} products (${first}–${last} on this page)`,
    appliedFilters: "Filters applied",
    /** A filter's chip: what it shows, and the name of its button that removes it. */
    priceUpTo: (price: string) => `Up to ${price}`,
    searchTerm: (term: string) => `“${term}”`,
    removeFilter: (filter: string) => `Remove filter: ${filter}`,
    noResults: "No products found",
    noResultsText: "Try adjusting your filters to see more results.",
    /** A search no gift matches, whatever the filters. */
    noMatch: (term: string) => `No gifts match “${term}”`,
    noMatchText:
      "If what you are looking for is not here, call or WhatsApp us: we will tell you whether we have something like it.",
    noMatchWhatsapp: (term: string) =>
      `Hello ${shop.name}! I searched your shop for “${term}” and found nothing. Do you have something like it?`,
    pages: "Pages",
    previousPage: "Previous",
    nextPage: "Next",
    pageLabel: (page: number) => `Page ${page}`,
    /** What a listing says while it works out what its address asks; the term may be a node. */
    searchingFor: <Term>(term: Term) => ["Searching for “", term, "”…"],
    findingChosen: "Finding the gifts you chose…",
    catalogUnavailable:
      "We could not load the full list of gifts, so these results may not match your choice. Check your connection and try again.",
  },
  categoryPage: {
    description: (name: string) =>
      `${name} from ${shop.name}, delivered across Bangladesh. Call or WhatsApp to order.`,
    emptyHeading: "Made to order, by phone",
    emptyText: (name: string) =>
      `None of our ${name.toLowerCase()} are listed online yet, but we put them together every day. Call us, or send a custom request, and we will suggest gifts to fit your budget.`,
    customRequest: "Send a custom request",
    allCategories: "All categories",
  },
  productPage: {
    description: (name: string, price: string) =>
      `${name}, ${price}. Gift-wrapped and delivered across Bangladesh by ${shop.name}.`,
    category: "Category",
    /** A choice that adds to the gift's price: "Large (+৳800)". */
    choiceWithSurcharge: (name: string, surcharge: string) => `${name} (+${surcharge})`,
    optional: "optional",
    counter: (count: number, max: number) => `${count} / ${max}`,
    counterLabel: "characters used",
    /** Quoted, as the owner's label may be any words: "Your name", "Who is it for?". */
    textRequired: (label: string) => `Please fill in “${label}”.`,
    textTooLong: (max: number, count: number) =>
      `Keep it to ${max} characters or fewer (now ${count}).`,
    /** Cards and the wishlist: a gift that asks for text or a choice is added from its page. */
    personalize: "Personalize",
    personalizeNamed: (name: string) => `Personalize ${name}`,
    seeOptions: "See options",
    seeOptionsNamed: (name: string) => `See options for ${name}`,
  },
  /** The product page's photos: the strip a shopper swipes and the enlarged view. */
  gallery: {
    label: (name: string) => `Photos of ${name}`,
    photoOf: (index: number, total: number) => `Photo ${index} of ${total}`,
    /** A photo the owner has not described is named by its place. */
    photoAlt: (name: string, index: number, total: number) => `${name}, photo ${index} of ${total}`,
    enlarge: "Enlarge photo",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    zoomedHint: "Zoomed photo: move it with the arrow keys",
    previous: "Previous photo",
    next: "Next photo",
    close: "Close",
  },
  reviews: {
    heading: "Customer reviews",
    summary: (rating: number, count: number) =>
      `${rating} out of 5, from ${count} ${count === 1 ? "review" : "reviews"}`,
    none: "No reviews yet. Bought this gift from us? Tell us on WhatsApp how it went, and we will add your words here.",
    more: (count: number) => `Show ${count} more ${count === 1 ? "review" : "reviews"}`,
    written: (date: string) => reviewDay(date),
  },
  categories: {
    intro:
      "Every occasion deserves the right gift. Choose a category to see what we have ready to send.",
    productCount: (count: number) => `${count} ${count === 1 ? "product" : "products"}`,
    /** Said instead of a count when none of a category's gifts are online. */
    byPhone: "Made to order, by phone",
    byPhoneShort: "by phone",
    cantFindHeading: "Can't Find What You're Looking For?",
    cantFindText:
      "We source and personalize gifts on request. Tell us the occasion and your budget, and we will find something they will love.",
    contactUs: "Contact Us",
  },
  wishlist: {
    toggleLabel: (name: string) => `Save ${name} to wishlist`,
    added: (name: string) => `${name} saved to your wishlist`,
    removed: (name: string) => `${name} removed from your wishlist`,
  },
  home: {
    title: `${shop.name}: gifts for every occasion in Bangladesh`,
    heroEyebrow: "Gifts wrapped with love in Dhaka",
    heroTitle: "Find the perfect gift for every occasion",
    heroText:
      "Birthdays, anniversaries and the little moments in between. Choose a gift, call us, and we wrap it and deliver it for you.",
    heroImageAlt: "A stack of wrapped gift boxes with balloons and marigold flowers",
    shopNow: "Shop Now",
    browseCategories: "Browse Categories",
    benefitsHeading: "Why shop with us",
    benefits: [
      {
        title: "Free Delivery",
        text: policies.freeDelivery,
      },
      { title: "Secure Payment", text: policies.payWays },
      { title: "Gift Wrapping", text: "Every gift wrapped by hand, with a message card" },
      {
        title: "Customer Love",
        text: policies.happyCustomers
          ? `${policies.happyCustomers} happy customers and counting`
          : "Every order confirmed by a call before it is sent",
      },
    ],
    featuredHeading: "Featured Gifts",
    featuredText: "Hand-picked favourites our customers love to give.",
    viewAll: "View all products",
    categoriesHeading: "Shop by Category",
    categoriesText: "Find the right gift for the right moment.",
    testimonialsHeading: "What Our Customers Say",
    newsletterHeading: "Get gift ideas in your inbox",
    newsletterText: "Festival offers and new arrivals, a few times a year. No spam.",
    newsletterLabel: "Email address",
    newsletterPlaceholder: "you@example.com",
    subscribe: "Subscribe",
    newsletterInvalid: "Please enter a valid email address, like name@example.com.",
    newsletterReady: (email: string) =>
      `Your email app should open with a subscription request to ${email}. Send it to finish subscribing.`,
    newsletterOpenAgain: "Open the email again",
    newsletterSubject: "Newsletter subscription",
    newsletterBody: (email: string) =>
      `Hello ${shop.name},\n\nPlease add ${email} to your newsletter.\n\nThank you!`,
  },
  notFound: {
    productTitle: "Product not found",
    productText:
      "We couldn't find that gift. It may have been removed, or the link may be mistyped.",
    categoryTitle: "Category not found",
    categoryText: "We couldn't find that category. Try one of these instead.",
    seeAllCategories: "See all categories",
  },
  offline: {
    title: bootText.en.offlineTitle,
    text: "This page is not saved on this phone yet. The pages you have opened, your cart and the order form still work; to order now, call us.",
    call: bootText.en.call,
    cart: "Your cart",
    tryAgain: bootText.en.tryAgain,
    updateReady: "A new version is ready.",
    reload: "Reload",
  },
  error: {
    title: bootText.en.errorTitle,
    text: bootText.en.errorText,
    reload: "Try again",
  },
  pages: {
    products: "All Products",
    categories: "Categories",
    about: "About Us",
    contact: "Contact Us",
    cart: "Shopping Cart",
    wishlist: "Wishlist",
    account: "Account",
    faq: "Frequently Asked Questions",
    shipping: "Shipping Info",
    returns: "Returns & Exchanges",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    support: "Support Center",
    order: "Place Your Order",
    orders: "My Orders",
  },
  ordering: orderingMessages,
  help: helpMessages,
  occasions: occasionMessages,
};

export type Messages = typeof en;
