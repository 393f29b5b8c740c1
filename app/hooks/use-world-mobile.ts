import { useEffect, useSyncExternalStore } from "react";
import { isAbroadNumber, type WorldMobileReader } from "~/lib/forms/sender-mobile";
import type * as WorldMobile from "~/lib/forms/world-mobile";

/*
 * What reads a number from abroad (app/lib/forms/world-mobile.ts, with libphonenumber-js) is a
 * chunk of its own that the order page fetches only once a number from abroad is typed, or kept:
 * a Bangladeshi sender, nearly every one, never downloads it.
 */

let reader: WorldMobileReader | null = null;
let loading: Promise<WorldMobileReader | null> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The reader, fetched once; null when it could not be (offline, never fetched before), and then
 * fetched again on the next call, as the shopper may be online by their next tap.
 */
export function loadWorldMobile(): Promise<WorldMobileReader | null> {
  if (reader) return Promise.resolve(reader);
  loading ??= import("~/lib/forms/world-mobile")
    .then((module: Partial<typeof WorldMobile>) => {
      // Offline, the service worker answers a script it never kept with one that exports nothing.
      if (!module.readWorldMobile) throw new TypeError("Failed to fetch");
      reader = module.readWorldMobile;
      for (const listener of listeners) listener();
      return reader;
    })
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
}

const current = () => reader;
const none = () => null;

/**
 * The reader of numbers from abroad once fetched, else null; fetching starts as soon as `number`
 * is written as one from abroad.
 */
export function useWorldMobile(number: string): WorldMobileReader | null {
  const wanted = isAbroadNumber(number);
  useEffect(() => {
    if (wanted) void loadWorldMobile();
  }, [wanted]);
  return useSyncExternalStore(subscribe, current, none);
}
