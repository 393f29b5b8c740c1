import { act, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrateLater, inPlaceSuspenseHtml } from "./react-contracts";
import { replayFieldToReact, setFieldText } from "./react-fields";

/*
 * Each of React's private behaviours the start-up relies on (react-contracts.tsx), run against the
 * installed react-dom: prerendered HTML in a DOM, hydrated as a page is.
 */

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = "";
});

/** Prerenders `page` into the document, for a test to act as a shopper before hydrating it. */
function prerender(page: ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement, page: ReactNode) {
  root = hydrateRoot(container, page);
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function TextField() {
  const [text, setText] = useState("");
  return (
    <>
      <input id="field" value={text} onChange={(event) => setText(event.target.value)} />
      <output id="state">{text}</output>
    </>
  );
}

function Choices() {
  const [ticked, setTicked] = useState(false);
  const [size, setSize] = useState("s");
  return (
    <>
      <input
        id="tick"
        type="checkbox"
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
      <select id="size" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="s">S</option>
        <option value="l">L</option>
      </select>
      <output id="state">{`${ticked} ${size}`}</output>
    </>
  );
}

describe("1. fieldValueTracker: text typed before hydration", () => {
  it("is not a change to React when an ordinary input event follows it", async () => {
    const container = prerender(<TextField />);
    setFieldText(byId<HTMLInputElement>("field"), "Rina");
    await act(async () => hydrate(container, <TextField />));
    act(() => void byId("field").dispatchEvent(new Event("input", { bubbles: true })));
    expect(byId("state").textContent).toBe("");
  });

  it("reaches React's state when replayed through the tracker", async () => {
    const container = prerender(<TextField />);
    setFieldText(byId<HTMLInputElement>("field"), "Rina");
    await act(async () => hydrate(container, <TextField />));
    replayFieldToReact(byId("field"), "Rina");
    await vi.waitFor(() => expect(byId("state").textContent).toBe("Rina"));
    expect(byId<HTMLInputElement>("field").value).toBe("Rina");
  });

  it("reaches React's state for a checkbox and a select", async () => {
    const container = prerender(<Choices />);
    byId<HTMLInputElement>("tick").checked = true;
    byId<HTMLSelectElement>("size").value = "l";
    await act(async () => hydrate(container, <Choices />));
    replayFieldToReact(byId("tick"), true);
    replayFieldToReact(byId("size"), "l");
    await vi.waitFor(() => expect(byId("state").textContent).toBe("true l"));
  });
});

describe("2. HydrateLater: boundaries hydrated after the frame, in one pass", () => {
  const log: string[] = [];
  function Part({ name }: { name: string }) {
    useLayoutEffect(() => void log.push(`layout:${name}`), [name]);
    useEffect(() => void log.push(`effect:${name}`), [name]);
    return <div>{name}</div>;
  }
  const page = (
    <>
      <Part name="frame" />
      <HydrateLater>
        <Part name="header" />
      </HydrateLater>
      <HydrateLater>
        <Part name="content" />
      </HydrateLater>
      <HydrateLater>
        <Part name="footer" />
      </HydrateLater>
    </>
  );

  it("leaves Suspense's markers in the prerendered HTML", () => {
    expect(renderToString(page).match(/<!--\$-->/g)).toHaveLength(3);
  });

  it("hydrates the frame first, then header, content and footer in one later commit", async () => {
    log.length = 0;
    hydrate(prerender(page), page);
    await vi.waitFor(() => expect(log).toContain("effect:footer"));
    const boundaries = ["header", "content", "footer"];
    expect(log).toEqual([
      "layout:frame",
      "effect:frame",
      ...boundaries.map((name) => `layout:${name}`),
      ...boundaries.map((name) => `effect:${name}`),
    ]);
  });
});

describe("3. a field replayed from an effect through a microtask", () => {
  function Handover({ replay }: { replay: (task: () => void) => void }) {
    useEffect(() => {
      replay(() => replayFieldToReact(byId("field"), "12"));
    }, [replay]);
    return null;
  }
  const page = (replay: (task: () => void) => void) => (
    <>
      <TextField />
      <HydrateLater>
        <Handover replay={replay} />
      </HydrateLater>
    </>
  );

  it("keeps the text and the shopper's selection once the commit is over", async () => {
    const container = prerender(page(queueMicrotask));
    const field = byId<HTMLInputElement>("field");
    setFieldText(field, "12");
    field.setSelectionRange(0, 2);
    hydrate(container, page(queueMicrotask));
    await vi.waitFor(() => expect(byId("state").textContent).toBe("12"));
    expect([field.value, field.selectionStart, field.selectionEnd]).toEqual(["12", 0, 2]);
  });
});

describe("4. inPlaceSuspenseHtml: a long page's boundaries stay where they are", () => {
  async function html(options: object) {
    const long = <p>{"A gift for every occasion. ".repeat(800)}</p>;
    const stream = await renderToReadableStream(
      <main>
        <HydrateLater>{long}</HydrateLater>
        <footer>Footer</footer>
      </main>,
      options,
    );
    await stream.allReady;
    return new Response(stream).text();
  }

  it("moves a boundary out of place past the chunk size by default", async () => {
    expect(await html({})).toMatch(/\$RC|<template/);
  });

  it("keeps it in place with the option", async () => {
    const page = await html(inPlaceSuspenseHtml);
    expect(page).not.toMatch(/\$RC|<template/);
    expect(page).toMatch(/<!--\$--><p>A gift[^<]*<\/p><!--\/\$--><footer>/);
  });
});
