/**
 * The only code that touches localStorage. A stored value is versioned and always re-validated on
 * read, so a corrupted, foreign or outdated entry yields a clean value instead of a broken page.
 * When the browser refuses storage (private mode, quota), the value lives in memory for the visit.
 */
export interface DeviceStore<T> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): T;
  /** The prerendered HTML cannot know what the device holds: null means "not read yet". */
  getServerSnapshot(): null;
  update(change: (current: T) => T): void;
}

/** A value the device keeps: where, in which format, and how to read back whatever is there. */
export interface DeviceValue<T> {
  key: string;
  version: number;
  empty: T;
  parse: (data: unknown) => T;
  serialize: (value: T) => unknown;
  /**
   * Reads what an earlier version of the site stored (`from` is its version) as this version's
   * data, for parse to check; without it, an earlier version's value reads as empty.
   */
  migrate?: (data: unknown, from: number) => unknown;
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored value as this version reads it, or undefined when a newer version of the site wrote it. */
function decode<T>(
  { version, empty, parse, migrate }: DeviceValue<T>,
  raw: string | null,
): T | undefined {
  if (raw === null) return empty;
  try {
    // A stored null throws here and yields the empty value, as broken JSON does.
    const { v, data } = JSON.parse(raw) as { v?: unknown; data?: unknown };
    if (v === version) return parse(data);
    if (typeof v !== "number") return empty;
    // A later version's value (a newer tab of the site) is not this code's to read, nor to replace.
    if (v > version) return undefined;
    return migrate ? parse(migrate(data, v)) : empty;
  } catch {
    return empty;
  }
}

/** Stores the value; false when the browser refuses (private mode, quota). */
function write<T>({ key, version, serialize }: DeviceValue<T>, value: T): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify({ v: version, data: serialize(value) }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Changes a stored value once, for code that runs before the app and keeps no store: the early
 * script of app/start-up/. Returns the value now stored, or undefined when the browser refuses
 * storage or a newer version of the site stored the value (which stays as it is): the change is
 * then the app's to make, in the store it keeps for the visit.
 */
export function updateDeviceValue<T>(
  value: DeviceValue<T>,
  change: (current: T) => T,
): T | undefined {
  const current = decode(value, readRaw(value.key));
  if (current === undefined) return undefined;
  const next = change(current);
  return write(value, next) ? next : undefined;
}

export function createDeviceStore<T>(value: DeviceValue<T>): DeviceStore<T> {
  const { key, empty } = value;
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = empty;
  /** The visit's value when it could not be stored: refused, or a newer version's to keep. */
  let memoryValue: T | undefined;

  function getSnapshot(): T {
    if (memoryValue !== undefined) return memoryValue;
    const raw = readRaw(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = decode(value, raw) ?? empty;
    }
    return cachedValue;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) notify();
  }

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => null,
    update(change) {
      const current = getSnapshot();
      const next = change(current);
      if (next === current) return;
      // Written over, a newer version's value would be lost to its tab and every visit after it.
      const newerStored = decode(value, readRaw(key)) === undefined;
      memoryValue = !newerStored && write(value, next) ? undefined : next;
      notify();
    },
  };
}
