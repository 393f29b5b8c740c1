import { Suspense, useContext, useEffect, type ReactNode } from "react";
import { DeviceReadyContext } from "~/hooks/use-device-value";
import { useEarlyTapsHandOver } from "~/hooks/use-early-taps";
import { registerServiceWorker } from "~/hooks/use-service-worker";

/**
 * A part of the page that React takes over after the page's frame, in a pass of its own. React
 * takes over (hydrates) the frame of prerendered HTML in one uninterrupted task, but a Suspense
 * boundary in that HTML at idle priority, in slices of about 5 ms between which a budget phone can
 * answer a tap. A tap on the part before then makes React hydrate it at once and replays the tap.
 * Nothing inside suspends, so the boundary never shows a fallback.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/**
 * Placed inside the content's boundary, its effect runs once that boundary (and the header and
 * footer, hydrated in the same pass) has been taken over: the app then takes the taps over from
 * the early script, replaying those it held, and reads the device's values, early taps included.
 * Once they are shown, the page has started, and only then is the offline copy set up.
 */
export function MarkHydrated() {
  const { ready, markReady } = useContext(DeviceReadyContext);
  const handOverEarlyTaps = useEarlyTapsHandOver();
  useEffect(() => {
    if (!ready) {
      // After this effect, outside React's commit, a field's replayed input is handled as the
      // shopper's own would be: inside it, React first put the field back to its prerendered
      // value, losing the caret and what the shopper had selected to type over.
      queueMicrotask(handOverEarlyTaps);
      markReady();
      return;
    }
    registerServiceWorker();
  }, [ready, markReady, handOverEarlyTaps]);
  return null;
}
