import { describe, expect, it } from "vitest";
import { adminPagesPattern } from "./service-worker.ts";

// Workbox tests a navigation's path and query together against the pattern.
describe("the addresses the service worker leaves to the owner's admin", () => {
  const admin = new RegExp(adminPagesPattern);

  it.each(["/admin", "/admin/", "/admin/index.html", "/admin?login", "/admin/?x=1"])(
    "include %s",
    (address) => {
      expect(admin.test(address)).toBe(true);
    },
  );

  it.each(["/", "/administration", "/admin.data", "/products?admin", "/bn/admin"])(
    "leave out %s",
    (address) => {
      expect(admin.test(address)).toBe(false);
    },
  );
});
