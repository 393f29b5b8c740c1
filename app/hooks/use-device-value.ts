import { createContext, useContext, useSyncExternalStore } from "react";
import type { DeviceStore } from "~/storage/device-store";

export interface DeviceReadiness {
  /** False while React takes over the prerendered page, which knows nothing of this device. */
  ready: boolean;
  /** Called once the page has been taken over (shell/device-values.tsx). */
  markReady: () => void;
}

/**
 * Whether the page reads what the device keeps: the cart, the wishlist, the order form. Read
 * straight after hydration, each changed value would re-render its readers at once, all in one
 * uninterrupted task (useSyncExternalStore's rule); turned on in a transition, React renders them
 * in slices a budget phone can answer a tap between.
 */
export const DeviceReadyContext = createContext<DeviceReadiness>({
  ready: true,
  markReady: () => {},
});

/** A value kept on the device, or null until the page may read it (see DeviceReadyContext). */
export function useDeviceValue<T>(store: DeviceStore<T>): T | null {
  const { ready } = useContext(DeviceReadyContext);
  return useSyncExternalStore<T | null>(
    store.subscribe,
    ready ? store.getSnapshot : store.getServerSnapshot,
    store.getServerSnapshot,
  );
}

/**
 * False in the prerendered HTML and while React takes it over, then true for this page and every
 * page opened after it.
 */
export function usePageStarted(): boolean {
  return useContext(DeviceReadyContext).ready;
}
