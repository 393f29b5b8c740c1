import type { Locale } from "../config/locale";

/**
 * The few words the document shell shows before an edition's layout has loaded, or when even that
 * fails; kept apart so the shell does not carry both languages' full text. Each edition's error page
 * quotes the same words, so a failed load reads the same wherever it is caught.
 */
export const bootText: Record<
  Locale,
  { loading: string; errorTitle: string; errorText: string; home: string }
> = {
  en: {
    loading: "Loading…",
    errorTitle: "Something went wrong",
    errorText:
      "This page could not be shown. Please try again, or call us and we will help you order.",
    home: "Back to Home",
  },
  bn: {
    loading: "লোড হচ্ছে…",
    errorTitle: "কিছু একটা সমস্যা হয়েছে",
    errorText:
      "পাতাটি দেখানো যায়নি। আবার চেষ্টা করুন, অথবা আমাদের কল করুন, অর্ডার করতে আমরা সাহায্য করব।",
    home: "হোমে ফিরে যান",
  },
};
