import { useSyncExternalStore } from "react";

/** A link the notice offers with what it says: "… added to your cart · View cart". */
export interface AnnouncementLink {
  label: string;
  to: string;
}

interface Announcement {
  id: number;
  message: string;
  link?: AnnouncementLink;
  /** The page it speaks on, when it is said as the shopper is sent there. */
  page?: string;
}

let current: Announcement | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

/**
 * Tells the shopper (and their screen reader) what just happened, without moving focus. A notice
 * ends when the shopper moves to another page, unless it was said for that page (`page`).
 */
export function announce(message: string, link?: AnnouncementLink, page?: string) {
  current = { id: nextId++, message, ...(link ? { link } : {}), ...(page ? { page } : {}) };
  for (const listener of listeners) listener();
}

/** Ends the notice shown; on arriving at `page`, only one that was not said for it. */
export function dismissAnnouncement(page?: string) {
  if (current === null || (page !== undefined && current.page === page)) return;
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useAnnouncement(): Announcement | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
