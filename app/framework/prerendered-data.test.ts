import { describe, expect, it } from "vitest";
import { prerenderedOr } from "./prerendered-data";

describe("prerenderedOr", () => {
  it("passes the page's data through", async () => {
    await expect(prerenderedOr(() => Promise.resolve({ id: 1 }), null)).resolves.toEqual({ id: 1 });
  });

  it("answers missing when the host has no data file for the page", async () => {
    const notFound = Object.assign(new Error("Not Found"), { status: 404 });
    await expect(prerenderedOr(() => Promise.reject(notFound), "missing")).resolves.toBe("missing");
    const htmlInstead = new Error("Unable to decode turbo-stream response");
    await expect(prerenderedOr(() => Promise.reject(htmlInstead), "missing")).resolves.toBe(
      "missing",
    );
  });

  it("still fails when the network is down, so the page can say so", async () => {
    const offline = new TypeError("Failed to fetch");
    await expect(prerenderedOr(() => Promise.reject(offline), "missing")).rejects.toBe(offline);
  });
});
