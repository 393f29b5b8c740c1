/**
 * The shape of the shop's own settings as every layer reads them: what the owner writes in
 * content/shop.yaml (or in the admin's "Shop settings"), checked and turned into numbers and links
 * by app/content/shop-settings.ts when the site is built. The values themselves are in shop.ts.
 */

export interface WalletAccount {
  /** As the shopper types it into their wallet app: digits only (01XXXXXXXXX). */
  number: string;
  kind: "personal" | "merchant";
}

/** Paid in cash to the courier at the door: nothing to set up. */
export interface CashOnDelivery {
  kind: "cash";
}

export const walletNames = ["bKash", "Nagad", "Rocket"] as const;
export type WalletName = (typeof walletNames)[number];
export type PaymentMethod = WalletName | "cod";

/** A span of whole hours of the day, Bangladesh time (0–24). */
export interface HourSpan {
  from: number;
  to: number;
}

/** Text in both editions. */
export interface BothLanguages {
  en: string;
  bn: string;
}

/** What an owner's setting is called in content/shop.yaml: the list of what is still demo. */
export const settingNames = [
  "name",
  "tagline",
  "brand_colour",
  "logo",
  "wrapping_photo",
  "phone",
  "whatsapp",
  "email",
  "address",
  "map_link",
  "web_address",
  "founded",
  "happy_customers",
  "story",
  "calls",
  "social",
  "wallets",
  "delivery",
  "return_days",
] as const;

export interface ShopSettings {
  /** The name as the logo and page titles write it (English letters or the shop's own). */
  name: string;
  /** The name inside Bangla sentences. */
  nameBn: string;
  tagline: BothLanguages;
  /** The buttons' colour (brand-700); app.css's palette is drawn from it. */
  brandColour: string;
  /** The phone's address bar and the installed app's bar: the palette's brand-800. */
  themeColour: string;
  /** The logo's address on the site, when the owner gave one; the gift mark otherwise. */
  logo?: string;
  /** International form without spaces, for tel: and sms: links: +8801XXXXXXXXX. */
  phone: string;
  phoneDisplay: string;
  /** International form without spaces, for wa.me links. */
  whatsapp: string;
  email: string;
  address: BothLanguages;
  mapLink?: string;
  /** The public address of the deployed site: canonical URLs, the sitemap, feeds and order links. */
  siteUrl: string;
  foundedYear: number;
  /** Shown as "100+ happy customers"; absent, no such claim is made. */
  happyCustomers?: number;
  /** When the shop answers calls and calls back to confirm an order; 0–24 is "open 24/7". */
  callHours: HourSpan;
  social: { name: string; href: string }[];
  /** Every way the shop is paid, in the order its texts list them. */
  payments: Partial<Record<WalletName, WalletAccount>> & { cod?: CashOnDelivery };
  policies: {
    /** Orders at or above this subtotal ship free; amounts are whole taka. */
    freeShippingThreshold: number;
    /** The fee below the threshold inside Dhaka city, the cart's until an area is chosen. */
    shippingFee: number;
    /** The fee below the threshold outside Dhaka city: the same unless the owner sets another. */
    outsideCityFee: number;
    /** Business days a delivery outside Dhaka city takes. */
    outsideDhakaDays: HourSpan;
    /** Weekdays (0 Sunday … 6 Saturday) nothing is sent or delivered outside Dhaka city. */
    nonBusinessWeekdays: number[];
    /**
     * The districts delivered to outside Dhaka city, by id (app/data/districts.ts), or all 64:
     * the word, not their list, which every page's script would carry.
     */
    outsideDistricts: "all" | string[];
    /** Days after delivery in which an unused item can be returned. */
    returnDays: number;
  };
  ordering: {
    /** Orders inside Dhaka city placed before this hour (Bangladesh time, 0–23) arrive that day. */
    sameDayCutoffHour: number;
    /** On a gift day, same-day orders close at the cut-off this many days before: 0 on the day. */
    occasionCutoffDaysBefore: number;
    /** A day that follows the moon (Eid) is delivered this many days before it: 1, the evening before. */
    moonDayDeliverDaysBefore: number;
    timeWindows: HourSpan[];
    /** The most a gift card holds, counted as a person counts characters. */
    cardMessageLimit: number;
    /** Days My Orders keeps an order before the next visit deletes it. */
    ordersKeptDays: number;
    /**
     * Days an unsent order form keeps the recipient's details, the card message and the
     * transaction ID after it was last typed in.
     */
    draftKeptDays: number;
  };
}

/**
 * The shop's photo of a gift wrapped as it sends every order, and what it shows
 * (content/shop.yaml's `wrapping_photo`): shown where the site promises the wrapping, a gift's
 * delivery facts and Shipping. Those pages' own data, in their language, not every page's settings.
 */
export interface WrappingPhoto {
  src: string;
  alt: string;
}
