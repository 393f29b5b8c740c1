// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { refuseFraming } from "./refuse-framing";

function viewOf(framed: boolean) {
  const document = window.document.implementation.createHTMLDocument("Shop admin");
  const self = {};
  return {
    view: {
      top: framed ? {} : self,
      self,
      stop: vi.fn(),
      document,
      location: { href: "https://upohar.com.bd/admin/" },
    } as unknown as Window,
    document,
  };
}

describe("the admin in another site's frame", () => {
  it("stops before Decap CMS loads and offers itself in a tab of its own", () => {
    const { view, document } = viewOf(true);
    expect(refuseFraming(view)).toBe(true);
    expect(view.stop).toHaveBeenCalled();
    const link = document.querySelector("a");
    expect(link?.textContent).toBe("Open the shop's admin in a tab of its own");
    expect(link?.getAttribute("href")).toBe("https://upohar.com.bd/admin/");
    expect(link?.target).toBe("_blank");
    expect(document.querySelectorAll("script, link")).toHaveLength(0);
  });

  it("starts as usual in its own tab", () => {
    const { view, document } = viewOf(false);
    document.body.innerHTML = "<p>Decap CMS</p>";
    expect(refuseFraming(view)).toBe(false);
    expect(view.stop).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe("Decap CMS");
  });

  it("is the first script the admin's page runs", () => {
    const page = readFileSync(`${import.meta.dirname}/index.html`, "utf8");
    const scripts = [...page.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src);
    expect(scripts[0]).toBe("/admin/frame-guard.js");
    expect(page.indexOf("frame-guard.js")).toBeLessThan(page.indexOf("<body>"));
  });
});
