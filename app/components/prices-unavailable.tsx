import { RotateCcw } from "./icons";
import { useMessages } from "~/hooks/use-messages";
import { buttonSecondary } from "./ui";

/** When the catalog index cannot be fetched: say so, keep everything, and offer to try again. */
export function PricesUnavailable({ retry }: { retry: () => void }) {
  const t = useMessages();
  return (
    <div role="alert" className="rounded-2xl border border-gold-300 bg-gold-100 p-6">
      <p>{t.common.pricesUnavailable}</p>
      <button type="button" onClick={retry} className={`${buttonSecondary} mt-4`}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t.common.tryAgain}
      </button>
    </div>
  );
}
