import { startTransition, useMemo, useState, type ReactNode } from "react";
import { DeviceReadyContext } from "~/hooks/use-device-value";
import { startVisit } from "~/hooks/start-visit";

/** Once one page has been taken over, pages the shopper opens after it read the device at once. */
let takenOver = false;

/** Holds whether the page reads the device's values yet (hooks/use-device-value.ts). */
export function DeviceValues({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(takenOver);
  const readiness = useMemo(
    () => ({
      ready,
      markReady: () => {
        if (!takenOver) startVisit();
        takenOver = true;
        startTransition(() => setReady(true));
      },
    }),
    [ready],
  );
  return <DeviceReadyContext value={readiness}>{children}</DeviceReadyContext>;
}
