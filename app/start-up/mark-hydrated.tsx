import { useContext, useEffect } from "react";
import { DeviceReadyContext } from "~/hooks/use-device-value";
import { registerServiceWorker } from "~/hooks/use-service-worker";
import { useEarlyTapsHandOver } from "./use-early-taps";

/**
 * Placed inside the content's HydrateLater boundary, its effect runs once that boundary (and the
 * header's and footer's, hydrated in the same pass) has been hydrated: the app then takes the taps
 * over from the early script, replaying those it held, and reads the device's values (localStorage),
 * early taps included. Once they are shown, the page has started, and only then is the offline copy
 * set up.
 */
export function MarkHydrated() {
  const { ready, markReady } = useContext(DeviceReadyContext);
  const handOverEarlyTaps = useEarlyTapsHandOver();
  useEffect(() => {
    if (!ready) {
      // Outside the commit (contract 3 of framework/react-contracts.tsx), a field's replayed
      // input is handled as the shopper's own would be: inside it, React first put the field back
      // to its prerendered value, losing the caret and what the shopper had selected to type over.
      queueMicrotask(handOverEarlyTaps);
      markReady();
      return;
    }
    registerServiceWorker();
  }, [ready, markReady, handOverEarlyTaps]);
  return null;
}
