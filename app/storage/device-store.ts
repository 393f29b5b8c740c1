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

interface DeviceStoreOptions<T> {
  key: string;
  version: number;
  empty: T;
  parse: (data: unknown) => T;
  serialize: (value: T) => unknown;
}

export function createDeviceStore<T>(options: DeviceStoreOptions<T>): DeviceStore<T> {
  const { key, version, empty, parse, serialize } = options;
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = empty;
  let memoryValue: T | undefined;

  function readRaw(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function decode(raw: string | null): T {
    if (raw === null) return empty;
    try {
      const stored: unknown = JSON.parse(raw);
      if (typeof stored !== "object" || stored === null) return empty;
      const { v, data } = stored as { v?: unknown; data?: unknown };
      return v === version ? parse(data) : empty;
    } catch {
      return empty;
    }
  }

  function getSnapshot(): T {
    if (memoryValue !== undefined) return memoryValue;
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = decode(raw);
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
      try {
        window.localStorage.setItem(key, JSON.stringify({ v: version, data: serialize(next) }));
        memoryValue = undefined;
      } catch {
        memoryValue = next;
      }
      notify();
    },
  };
}
