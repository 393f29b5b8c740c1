import { useSyncExternalStore } from "react";
import { usePageStarted } from "./use-device-value";

/** Often enough that a shown minute is never more than a few seconds late. */
const tickEvery = 10_000;

function subscribe(onTick: () => void) {
  const timer = window.setInterval(onTick, tickEvery);
  return () => window.clearInterval(timer);
}

/** The device's clock, to the minute, so that a page reading it renders once a minute. */
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
const notRead = () => null;

/**
 * The time now (milliseconds since 1970, to the minute) once the page has started; null in the
 * prerendered page, as the build's clock says nothing about when the page is read, and while React
 * takes it over, so that what the time changes renders with the device's values, in a transition
 * (decision 010).
 */
export function useMinuteClock(): number | null {
  const started = usePageStarted();
  return useSyncExternalStore(subscribe, started ? thisMinute : notRead, notRead);
}
