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
}

let current: Announcement | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

/** Tells the shopper (and their screen reader) what just happened, without moving focus. */
export function announce(message: string, link?: AnnouncementLink) {
  current = { id: nextId++, message, ...(link ? { link } : {}) };
  for (const listener of listeners) listener();
}

export function dismissAnnouncement() {
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
