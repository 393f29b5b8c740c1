import site from "./site.json" with { type: "json" };

export interface WalletAccount {
  number: string;
  kind: "personal" | "merchant";
}

/** Paid in cash to the courier at the door: nothing to set up. */
export interface CashOnDelivery {
  kind: "cash";
}

/**
 * The shop's identity and policies. The owner changes the shop's details here, and every page,
 * link and order message reads them from this one place; the sentences that state the policies
 * are written once per language in app/i18n/*-policies.ts, from these numbers.
 */
export const shop = {
  name: "Upohar",
  tagline: "Gifts for every occasion, delivered with love",
  /** The number in international form without spaces: used for tel:, sms: and wa.me links. */
  phone: "+8801712345678",
  phoneDisplay: "+880 1712-345678",
  email: "hello@upohar.com.bd",
  address: "House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh",
  /**
   * The public address of the deployed site: canonical URLs, the sitemap and order links use it.
   * In site.json because scripts/build/postbuild.mjs, which writes the sitemap, reads it too (Node,
   * which runs the browser tests' imports, takes a JSON file only whole and marked as JSON).
   */
  siteUrl: site.siteUrl,
  foundedYear: 2025,
  /** Shown as "100+ happy customers": a floor the shop has passed, not a live count. */
  happyCustomers: 100,
  social: [
    { name: "Facebook", href: "https://www.facebook.com/upohar.bd" },
    { name: "Instagram", href: "https://www.instagram.com/upohar.bd" },
    { name: "YouTube", href: "https://www.youtube.com/@upohar.bd" },
  ],
  /**
   * Every way the shop is paid, in the order its texts list them (the order form offers cash on
   * delivery, its default, first). Each wallet has the shop's number on it: `personal` numbers
   * take "Send Money", `merchant` numbers take "Payment", and the steps shown to the shopper
   * follow the kind. Each method's name, in both languages, is in `paymentNames` in
   * app/i18n/en-policies.ts and bn-policies.ts.
   */
  payments: {
    bKash: { number: "01712345678", kind: "merchant" },
    Nagad: { number: "01712345678", kind: "personal" },
    Rocket: { number: "017123456789", kind: "personal" },
    cod: { kind: "cash" },
  } satisfies Record<string, WalletAccount | CashOnDelivery>,
  policies: {
    /** Orders at or above this subtotal ship free; amounts are whole taka. */
    freeShippingThreshold: 2000,
    shippingFee: 100,
    /** Business days a delivery outside Dhaka takes. */
    outsideDhakaDays: { from: 1, to: 3 },
    /**
     * Weekdays (0 Sunday … 6 Saturday) on which nothing is sent or delivered outside Dhaka city:
     * Friday, as for most shops in Bangladesh. Occasions' deadlines outside the city skip them.
     */
    nonBusinessWeekdays: [5],
    /** Days after delivery in which an unused item can be returned. */
    returnDays: 7,
  },
  /** The gift order form (/order): what delivery the shop offers. */
  ordering: {
    /** Orders inside Dhaka city placed before this hour (Bangladesh time, 0–23) arrive the same day. */
    sameDayCutoffHour: 15,
    /**
     * On an occasion's day, same-day orders inside Dhaka city close at the cut-off hour that many
     * days before: 0 on the day itself, 1 the day before (for a day too busy to take them).
     */
    occasionCutoffDaysBefore: 0,
    /** Delivery time windows, as whole hours of the day (24-hour clock, Bangladesh time). */
    timeWindows: [
      { from: 10, to: 13 },
      { from: 13, to: 17 },
      { from: 17, to: 21 },
    ],
    /** The most a gift card holds, counted as a person counts characters. */
    cardMessageLimit: 250,
    /**
     * Days My Orders keeps an order (with its message: the recipient's name, number and address)
     * before the next visit deletes it: time to send it again, ask after its delivery or return a
     * gift, without a shared phone holding a stranger's address for good.
     */
    ordersKeptDays: 90,
  },
} as const;
