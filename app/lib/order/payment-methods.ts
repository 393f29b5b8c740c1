/**
 * The ways the shop is paid, all read from the one list in the shop's config: the texts name
 * them in that order, the order form offers them, and a wallet's steps show its number.
 */
import type { Locale } from "../../config/locale";
import { shop, type WalletAccount } from "../../config/shop";
import { formatList } from "../prices/money";

type Payments = typeof shop.payments;
export type PaymentMethod = keyof Payments;
export type WalletName = {
  [Method in PaymentMethod]: Payments[Method] extends WalletAccount ? Method : never;
}[PaymentMethod];

/** Every method, in the order the shop's texts list them. */
export const paymentMethods = Object.keys(shop.payments) as PaymentMethod[];

export function isWallet(method: PaymentMethod): method is WalletName {
  return shop.payments[method].kind !== "cash";
}

export const walletNames: readonly WalletName[] = paymentMethods.filter(isWallet);

/** The methods' names joined with "or" the language's way: "bKash, Nagad, or Rocket". */
export function paymentChoice(
  methods: readonly PaymentMethod[],
  names: Readonly<Record<PaymentMethod, string>>,
  locale: Locale,
): string {
  return formatList(
    methods.map((method) => names[method]),
    locale,
    "disjunction",
  );
}
