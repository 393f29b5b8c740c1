/**
 * The ways the shop is paid, all read from the one list in the shop's settings: the texts name
 * them in that order, the order form offers them, and a wallet's steps show its number.
 */
import type { Locale } from "../../config/locale";
import { shop } from "../../data/shop";
import type { PaymentMethod, WalletAccount, WalletName } from "../../data/shop-settings";
import { formatList } from "../prices/money";

export type { PaymentMethod, WalletName };

/** Every method the shop takes, in the order the shop's texts list them. */
export const paymentMethods = Object.keys(shop.payments) as PaymentMethod[];

export function isWallet(method: PaymentMethod): method is WalletName {
  return method !== "cod";
}

export const walletNames: readonly WalletName[] = paymentMethods.filter(isWallet);

/** The shop's number on a wallet it takes. */
export function walletAccount(wallet: WalletName): WalletAccount {
  const account = shop.payments[wallet];
  if (!account) throw new Error(`The shop's settings list no ${wallet} number`);
  return account;
}

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
