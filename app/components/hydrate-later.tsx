import { Suspense, type ReactNode } from "react";

/**
 * Content below the fold, which React takes over after the rest of the page, in a pass of its own.
 * A Suspense boundary in prerendered HTML is hydrated separately, at idle priority, so a page's
 * start comes in shorter tasks that a budget phone can answer a tap between. A tap on the content
 * before then makes React hydrate it at once and replays the tap. Nothing inside suspends, so the
 * boundary never shows a fallback.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
