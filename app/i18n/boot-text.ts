import type { Locale } from "../config/locale";
import { shop } from "../data/shop";
import { localizeDigits } from "../lib/prices/money";

/**
 * The few words the document shell shows before an edition's layout has loaded, or when even that
 * fails; kept apart so the shell does not carry both languages' full text. Each edition's error page
 * quotes the same words, so a failed load reads the same wherever it is caught. Offline, an
 * edition this phone never opened has no layout kept, so the shell says so itself (root.tsx).
 */
export const bootText: Record<
  Locale,
  {
    loading: string;
    errorTitle: string;
    errorText: string;
    home: string;
    offlineTitle: string;
    offlineText: string;
    call: string;
    phone: string;
    tryAgain: string;
  }
> = {
  en: {
    loading: "Loading…",
    errorTitle: "Something went wrong",
    errorText:
      "This page could not be shown. Please try again, or call us and we will help you order.",
    home: "Back to Home",
    offlineTitle: "You are offline",
    offlineText:
      "This page is not saved on this phone yet. To order now, call us, or try again once you are back online.",
    call: "Call",
    phone: shop.phoneDisplay,
    tryAgain: "Try again",
  },
  bn: {
    loading: "লোড হচ্ছে…",
    errorTitle: "কিছু একটা সমস্যা হয়েছে",
    errorText:
      "পাতাটি দেখানো যায়নি। আবার চেষ্টা করুন, অথবা আমাদের কল করুন, অর্ডার করতে আমরা সাহায্য করব।",
    home: "হোমে ফিরে যান",
    offlineTitle: "আপনি অফলাইনে আছেন",
    offlineText:
      "এই পাতাটি এখনো এই ফোনে সেভ হয়নি। এখনই অর্ডার করতে আমাদের কল করুন, অথবা ইন্টারনেট ফিরলে আবার চেষ্টা করুন।",
    call: "কল করুন",
    phone: localizeDigits(shop.phoneDisplay, "bn"),
    tryAgain: "আবার চেষ্টা করুন",
  },
};
