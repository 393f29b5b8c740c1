import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDeviceStore, updateDeviceValue } from "./device-store";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const numberList = {
  key: "test.list",
  version: 1,
  empty: [] as readonly number[],
  parse: (data: unknown) => (Array.isArray(data) ? data.filter((n) => typeof n === "number") : []),
  serialize: (value: readonly number[]) => value,
};

function numberListStore() {
  return createDeviceStore<readonly number[]>(numberList);
}

function refuseStorage() {
  vi.stubGlobal("window", {
    localStorage: {
      getItem() {
        throw new Error("SecurityError");
      },
      setItem() {
        throw new Error("QuotaExceededError");
      },
    },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
}

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", {
    localStorage: storage,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("createDeviceStore", () => {
  it("writes a versioned entry and reads it back", () => {
    const store = numberListStore();
    store.update((list) => [...list, 4]);
    expect(JSON.parse(storage.getItem("test.list") ?? "")).toEqual({ v: 1, data: [4] });
    expect(numberListStore().getSnapshot()).toEqual([4]);
  });

  it("returns the same snapshot while storage is unchanged", () => {
    storage.setItem("test.list", JSON.stringify({ v: 1, data: [1, 2] }));
    const store = numberListStore();
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it.each([
    ["bad JSON", "{not json"],
    ["a foreign value", JSON.stringify("hello")],
    ["another version", JSON.stringify({ v: 0, data: [1] })],
    ["null", "null"],
  ])("yields the empty value for %s", (_, raw) => {
    storage.setItem("test.list", raw);
    expect(numberListStore().getSnapshot()).toEqual([]);
  });

  it("keeps working in memory when storage throws", () => {
    refuseStorage();
    const store = numberListStore();
    expect(store.getSnapshot()).toEqual([]);
    store.update(() => [7]);
    expect(store.getSnapshot()).toEqual([7]);
  });

  it("never writes over a value a newer version of the site stored: this tab keeps its change for the visit", () => {
    const newer = JSON.stringify({ v: 2, data: { numbers: [5, 6], since: "2027" } });
    storage.setItem("test.list", newer);
    const store = numberListStore();
    expect(store.getSnapshot()).toEqual([]);
    store.update((list) => [...list, 4]);
    expect(storage.getItem("test.list")).toBe(newer);
    expect(store.getSnapshot()).toEqual([4]);
  });

  it("writes over an older version's value, and a value with no version", () => {
    for (const raw of [JSON.stringify({ v: 0, data: [1] }), JSON.stringify({ data: [1] }), "[1]"]) {
      storage.setItem("test.list", raw);
      numberListStore().update((list) => [...list, 4]);
      expect(JSON.parse(storage.getItem("test.list") ?? ""), raw).toEqual({ v: 1, data: [4] });
    }
  });

  it("writes nothing when a change changes nothing", () => {
    storage.setItem("test.list", JSON.stringify({ v: 1, data: [1] }));
    const setItem = vi.spyOn(storage, "setItem");
    numberListStore().update((list) => list);
    expect(setItem).not.toHaveBeenCalled();
  });

  it("tells subscribers about every change", () => {
    const store = numberListStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update(() => [1]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.update(() => [2]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("updateDeviceValue", () => {
  it("changes what is stored and returns it", () => {
    storage.setItem("test.list", JSON.stringify({ v: 1, data: [1] }));
    expect(updateDeviceValue(numberList, (list) => [...list, 2])).toEqual([1, 2]);
    expect(numberListStore().getSnapshot()).toEqual([1, 2]);
  });

  it("starts from the empty value when what is stored is damaged", () => {
    storage.setItem("test.list", "{not json");
    expect(updateDeviceValue(numberList, (list) => [...list, 3])).toEqual([3]);
  });

  it("leaves a newer version's value as it is, and returns nothing, so the change is left to the app", () => {
    const newer = JSON.stringify({ v: 3, data: "a format this code cannot read" });
    storage.setItem("test.list", newer);
    expect(updateDeviceValue(numberList, (list) => [...list, 3])).toBeUndefined();
    expect(storage.getItem("test.list")).toBe(newer);
  });

  it("returns nothing when the browser refuses storage, so the change is left to the app", () => {
    refuseStorage();
    expect(updateDeviceValue(numberList, (list) => [...list, 3])).toBeUndefined();
  });
});
