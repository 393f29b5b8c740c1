import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EarlyAction } from "./protocol";

/*
 * The early script's state machine on a DOM: what it holds, keeps, opens and closes before the
 * app has started, and what the app is given at the handover. "The app" here is a listener on the
 * document, as React's root listener is: it hears only what the script lets through or replays.
 */

/** Every click and input the app heard, by the element's id. */
let heard: string[] = [];
const hear = (event: Event) => heard.push(`${event.type}:${(event.target as Element).id}`);

async function startEarlyScript(body: string) {
  document.body.innerHTML = body;
  vi.resetModules();
  await import("./early-taps");
}

function handOver(): EarlyAction | undefined {
  const script = window.upoharEarlyTaps;
  if (!script) throw new Error("The early script is not running");
  return script.handOver();
}

function pressEscape() {
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
}

/** A menu opened before the app started, whose tap then waits to be replayed to the app. */
async function openMenuThenHandOver() {
  await startEarlyScript(`
    <button id="menu" type="button" aria-expanded="false" aria-controls="panel">Menu</button>
    <div id="panel"></div>`);
  button("menu").click();
  handOver();
}

const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Types text into a field as a keyboard does: the value, then an input event. */
function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

beforeEach(() => {
  heard = [];
  document.documentElement.lang = "en";
  document.addEventListener("click", hear);
  document.addEventListener("input", hear);
});

afterEach(() => {
  window.upoharEarlyTaps?.handOver();
  document.removeEventListener("click", hear);
  document.removeEventListener("input", hear);
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("before the app has started", () => {
  it("holds a tap on a button: shown as busy, unheard by the app", async () => {
    await startEarlyScript(`<button id="send" type="button">Send</button>`);
    button("send").click();
    expect(button("send").getAttribute("aria-busy")).toBe("true");
    expect(heard).toEqual([]);
  });

  it("keeps what is typed in a field, unheard by the app", async () => {
    await startEarlyScript(`<input id="name" />`);
    type(field("name"), "Rina");
    expect(field("name").value).toBe("Rina");
    expect(heard).toEqual([]);
  });

  it("opens a disclosure at once and focuses its search field", async () => {
    await startEarlyScript(`
      <button id="menu" type="button" aria-expanded="false" aria-controls="panel">Search</button>
      <div id="panel"><input id="q" type="search" /></div>`);
    button("menu").click();
    expect(button("menu").getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(field("q"));
  });

  it("closes a disclosure tapped again, and Escape closes it too", async () => {
    await startEarlyScript(`
      <button id="menu" type="button" aria-expanded="false" aria-controls="panel">Menu</button>
      <div id="panel"></div>`);
    button("menu").click();
    button("menu").click();
    expect(button("menu").getAttribute("aria-expanded")).toBe("false");
    button("menu").click();
    pressEscape();
    expect(button("menu").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape a panel it opened whose tap the app has not been given yet", async () => {
    await openMenuThenHandOver();
    pressEscape();
    expect(button("menu").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button("menu"));
    await new Promise((done) => setTimeout(done, 20));
    expect(heard).toEqual([]);
  });

  it("leaves Escape to the app once the tap that opened the panel is replayed", async () => {
    await openMenuThenHandOver();
    await vi.waitFor(() => expect(heard).toEqual(["click:menu"]));
    pressEscape();
    expect(button("menu").getAttribute("aria-expanded")).toBe("true");
    expect(heard).toEqual(["click:menu"]);
  });

  it("adds to the cart itself and shows the count in the page's digits", async () => {
    document.documentElement.lang = "bn";
    await startEarlyScript(`
      <span data-badge="cart" hidden></span>
      <input id="qty" value="12" />
      <button id="add" type="button" data-early="cart-add" data-product-id="3"
        data-name="Pen set" data-quantity-input="qty">Add to Cart</button>`);
    // The first `Intl` a page uses loads the browser's locale data: a tap's answer must not wait.
    const intl = vi.spyOn(Number.prototype, "toLocaleString");
    button("add").click();
    const badge = document.querySelector<HTMLElement>("[data-badge=cart]");
    expect(badge?.textContent).toBe("১২");
    expect(badge?.hidden).toBe(false);
    expect(intl).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
    expect(handOver()).toEqual({ kind: "cart-add", quantity: 12, name: "Pen set" });
  });

  it("saves a heart itself, pressed, and counts the saved gifts without Intl", async () => {
    await startEarlyScript(`
      <span data-badge="wishlist" hidden></span>
      <button id="heart" type="button" data-early="wishlist" data-product-id="5"
        data-name="Photo frame" aria-pressed="false">Save</button>`);
    const intl = vi.spyOn(Number.prototype, "toLocaleString");
    button("heart").click();
    expect(button("heart").getAttribute("aria-pressed")).toBe("true");
    expect(document.querySelector("[data-badge=wishlist]")?.textContent).toBe("1");
    expect(intl).not.toHaveBeenCalled();
    expect(handOver()).toEqual({ kind: "wishlist", saved: true, name: "Photo frame" });
  });
});

describe("the handover", () => {
  it("gives the app a held tap once it has started, no longer busy", async () => {
    await startEarlyScript(`<button id="send" type="button">Send</button>`);
    button("send").click();
    handOver();
    await vi.waitFor(() => expect(heard).toEqual(["click:send"]));
    expect(button("send").hasAttribute("aria-busy")).toBe(false);
  });

  it("gives the app what was typed before any held tap", async () => {
    await startEarlyScript(`<input id="name" /><button id="send" type="button">Send</button>`);
    button("send").click();
    type(field("name"), "Rina");
    handOver();
    expect(heard).toEqual(["input:name"]);
    expect(field("name").value).toBe("Rina");
    await vi.waitFor(() => expect(heard).toEqual(["input:name", "click:send"]));
  });

  it("gives the app a disclosure's opening tap, but neither tap of one opened and closed", async () => {
    await startEarlyScript(`
      <button id="search" type="button" aria-expanded="false" aria-controls="a">Search</button>
      <button id="menu" type="button" aria-expanded="false" aria-controls="b">Menu</button>
      <button id="last" type="button">Send</button>
      <div id="a"></div><div id="b"></div>`);
    button("menu").click();
    button("menu").click();
    button("search").click();
    button("last").click();
    handOver();
    await vi.waitFor(() => expect(heard).toEqual(["click:search", "click:last"]));
  });

  it("stops catching taps: the next one reaches the app at once", async () => {
    await startEarlyScript(`<button id="send" type="button">Send</button>`);
    expect(handOver()).toBeUndefined();
    expect(window.upoharEarlyTaps).toBeUndefined();
    button("send").click();
    expect(heard).toEqual(["click:send"]);
    expect(button("send").hasAttribute("aria-busy")).toBe(false);
  });

  it("does not replay a tap the script did itself", async () => {
    await startEarlyScript(`
      <button id="add" type="button" data-early="cart-add" data-product-id="3">Add</button>
      <button id="last" type="button">Send</button>`);
    button("add").click();
    button("last").click();
    handOver();
    await vi.waitFor(() => expect(heard).toEqual(["click:last"]));
  });
});

describe("a held button tapped twice", () => {
  // A shopper who taps 'Send' or 'Add to Cart' again while it shows as busy asks once more for
  // what is already on its way, not for a second order or a second line.
  it("is pressed once for the app", async () => {
    await startEarlyScript(`
      <button id="send" type="button">Send</button>
      <button id="add" type="button">Add to Cart</button>
      <button id="after" type="button">Review</button>`);
    button("send").click();
    button("send").click();
    button("add").click();
    button("add").click();
    button("after").click();
    handOver();
    // Taps are replayed in order: by the time the last one is heard, a repeat would have been.
    await vi.waitFor(() => expect(heard).toContain("click:after"));
    expect(heard).toEqual(["click:send", "click:add", "click:after"]);
  });

  it("and a form sent twice with Enter is sent once", async () => {
    await startEarlyScript(`<form id="order"><input id="phone" /></form>
      <button id="after" type="button">Review</button>`);
    const form = document.getElementById("order") as HTMLFormElement;
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener("submit", sent);
    form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    button("after").click();
    expect(sent).not.toHaveBeenCalled();
    handOver();
    await vi.waitFor(() => expect(heard).toContain("click:after"));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
