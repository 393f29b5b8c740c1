import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { loader as catalogFile } from "../../app/routes/catalog-file";
import { dismissAnnouncement } from "../../app/hooks/use-announcer";
import { forgetCatalogIndex } from "../../app/hooks/use-catalog-index";
import { phoneInTimeZone, restoreStorage, restoreTimeZone } from "./device";

// A page's first render in a file (its modules transformed then) has taken over a second on a
// loaded two-core machine: waits for what a shopper sees allow for it.
configure({ asyncUtilTimeout: 15_000 });

const networkDelayMs = 30;
// Taken before any test fakes the clock, so that a faked clock does not hold the catalog back.
const realSetTimeout = globalThis.setTimeout;

/**
 * The shop's only requests are its own catalog files, answered here as the build writes them
 * (routes/catalog-file.ts, from content/). Anything else fails the test that asked for it.
 */
async function fetchCatalogFile(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith("/catalog/")) {
    throw new Error(`Unexpected request in a component test: ${url.href}`);
  }
  // A file from the network never comes in the same moment as the page: a test that reads what
  // the file brings before it has come fails every time here, not once in a while on CI.
  await new Promise((resolve) => realSetTimeout(resolve, networkDelayMs));
  // The loader reads its request alone; the rest of React Router's arguments are not built here.
  return catalogFile({ request: new Request(url), params: {}, context: {} } as never);
}

// Where every test starts: a test that follows a link out (wa.me, sms:) leaves the page there.
const startAddress = window.location.href;
const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(fetchCatalogFile));
  // Most shoppers' phones are in Bangladesh: the pages then say Bangladesh time alone.
  phoneInTimeZone("Asia/Dhaka");
});

afterEach(() => {
  cleanup();
  dismissAnnouncement();
  forgetCatalogIndex();
  if (window.location.href !== startAddress) happyDOM.setURL(startAddress);
  restoreStorage();
  restoreTimeZone();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
