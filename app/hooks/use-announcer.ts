import { useSyncExternalStore } from "react";

interface Announcement {
  id: number;
  message: string;
}

let current: Announcement | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

/** Tells the shopper (and their screen reader) what just happened, without moving focus. */
export function announce(message: string) {
  current = { id: nextId++, message };
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
