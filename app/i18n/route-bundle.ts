import type { LocaleBundle } from "./bundles";

interface MatchWithHandle {
  handle?: unknown;
}

/**
 * The edition of the page a meta function describes, read from its layout route's handle: meta
 * runs outside React, and importing both languages into every page would double its JavaScript.
 */
export function bundleFromMatches(matches: readonly (MatchWithHandle | undefined)[]): LocaleBundle {
  for (const match of matches) {
    const handle = match?.handle as { bundle?: LocaleBundle } | undefined;
    if (handle?.bundle) return handle.bundle;
  }
  throw new Error("No edition layout found among the matched routes");
}
