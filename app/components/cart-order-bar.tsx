import { Link } from "react-router";
import { useActionBarSpace } from "~/hooks/use-action-bar-space";
import { useFormat, useMessages, usePaths } from "~/hooks/use-messages";
import { buttonPrimary } from "./ui";

/**
 * The cart's total and 'Place Order' kept at the foot of a phone's screen, so the next step is on
 * the first screen however many gifts the cart holds. A wide screen shows the summary beside the
 * lines instead.
 */
export function CartOrderBar({ total }: { total: number }) {
  const t = useMessages().ordering.summary;
  const format = useFormat();
  const paths = usePaths();
  useActionBarSpace(true);

  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-sand bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur md:hidden">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <p className="leading-tight">
          <span className="block text-sm text-muted">{t.total}</span>
          <strong className="text-lg text-ink tabular-nums">{format.taka(total)}</strong>
        </p>
        <Link to={paths.order} className={`${buttonPrimary} whitespace-nowrap`}>
          {t.placeOrder}
        </Link>
      </div>
    </div>
  );
}
