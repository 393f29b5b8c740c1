import { shop } from "../config/shop";

/** Numbers in Bengali digits with the subcontinent's grouping: ১,০০,০০০. */
export const n = (value: number) => new Intl.NumberFormat("bn-BD").format(value);

/** A year is written without a thousands separator: ২০২৫, not ২,০২৫. */
export const year = (value: number) =>
  new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(value);

export const taka = (amount: number) => `৳${n(amount)}`;

/** Latin digits inside a string (a phone number, "100+") written as Bangla digits. */
export const bnDigits = (text: string) => text.replace(/[0-9]/g, (digit) => n(Number(digit)));

/**
 * Running Bangla text writes the shop's name in Bangla; a renamed shop shows its own name.
 * Page titles keep shop.name as the logo does.
 */
export const shopName = shop.name === "Upohar" ? "উপহার" : shop.name;

/** Payment methods are brand names, except cash on delivery, which Bangla says its own way. */
const paymentLabels: Readonly<Record<string, string>> = {
  "Cash on Delivery": "ক্যাশ অন ডেলিভারি",
};

export const paymentMethodsBn = shop.paymentMethods.map(
  (method) => paymentLabels[method] ?? method,
);

/** "bKash, Nagad, Rocket বা ক্যাশ অন ডেলিভারি": how Bangla lists the choices a shopper has. */
export function listWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} বা ${items.at(-1)}`;
}

export const paymentListBn = listWithOr(paymentMethodsBn);
