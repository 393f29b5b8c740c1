import { useFormat, useMessages } from "~/hooks/use-messages";
import { walletAccount, type WalletName } from "~/lib/order/payment-methods";
import { CopyButton } from "./copy-button";

/** How to pay by wallet: the shop's number for it, the exact amount, and the steps in plain words. */
export function WalletPayment({
  wallet,
  total,
  reference,
}: {
  wallet: WalletName;
  total: number;
  reference: string;
}) {
  const t = useMessages().ordering.orderPage;
  const format = useFormat();
  const account = walletAccount(wallet);
  const name = t.paymentNames[wallet];
  const amount = format.taka(total);

  return (
    <div className="mt-4 rounded-xl bg-cream p-4">
      <p className="text-sm text-muted">
        {t.walletNumber(name)} ({t.walletKind[account.kind]})
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xl font-bold tracking-wide text-ink tabular-nums">{account.number}</p>
        <CopyButton
          text={account.number}
          label={t.copy}
          copiedLabel={t.copied}
          accessibleLabel={t.copyNumber(name)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-700 bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        />
      </div>
      <p className="mt-3 flex justify-between gap-4 border-t border-sand pt-3">
        <span className="text-muted">{t.amountToPay}</span>
        <strong className="text-lg text-brand-800 tabular-nums">{amount}</strong>
      </p>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-ink">
        {t.walletSteps(account.kind, name, account.number, amount, reference).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-muted">{t.payLater}</p>
    </div>
  );
}
