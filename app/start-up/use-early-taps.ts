import { useCallback } from "react";
import { announce } from "~/hooks/use-announcer";
import { useMessages, usePaths } from "~/hooks/use-messages";

/**
 * Takes the page over from the early script (app/start-up/), which made the shopper's taps count
 * before the app had started, and says in the shopper's words the last thing it did.
 */
export function useEarlyTapsHandOver(): () => void {
  const t = useMessages();
  const paths = usePaths();
  return useCallback(() => {
    const last = window.upoharEarlyTaps?.handOver();
    if (!last) return;
    const name = last.name ?? "";
    if (last.kind === "cart-add") {
      announce(t.cart.added(name, last.quantity), { label: t.cart.viewCart, to: paths.cart });
    } else announce(last.saved ? t.wishlist.added(name) : t.wishlist.removed(name));
  }, [t, paths]);
}
