import { useSyncExternalStore } from "react";

/** Often enough that a shown minute is never more than a few seconds late. */
const tickEvery = 10_000;

function subscribe(onTick: () => void) {
  const timer = window.setInterval(onTick, tickEvery);
  return () => window.clearInterval(timer);
}

/** The device's clock, to the minute, so that a page reading it renders once a minute. */
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * The time now (milliseconds since 1970, to the minute) once the app runs; null in the prerendered
 * page and while it hydrates, as the build's clock says nothing about when the page is read.
 */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(subscribe, thisMinute, () => null);
}
