import type { StaticPage } from "./pages";

/** The pages the service worker keeps on the device for offline use (service-worker/sw.ts). */
export const devicePages: readonly StaticPage["path"][] = [
  "/cart",
  "/wishlist",
  "/order",
  "/orders",
];
