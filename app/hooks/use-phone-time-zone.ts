import { useSyncExternalStore } from "react";
import { usePageStarted } from "./use-device-value";

const subscribeToNothing = () => () => {};
const phoneZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const notRead = () => null;

/**
 * The phone's time zone ("Europe/London"), to say the shop's hours on a sender's own clock too;
 * null in the prerendered page, which says Bangladesh time only, and while React takes it over,
 * so that hydration always matches the HTML.
 */
export function usePhoneTimeZone(): string | null {
  const started = usePageStarted();
  return useSyncExternalStore(subscribeToNothing, started ? phoneZone : notRead, notRead);
}
