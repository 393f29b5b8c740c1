import { Suspense, type ReactNode } from "react";

/*
 * What the start-up (app/start-up/) relies on in React that React does not promise, beside React
 * Router's contracts (router-contracts.ts). react-contracts.test.tsx runs each against the installed
 * react-dom on a DOM and fails the day an upgrade changes one; docs/upgrading-react-router.md says
 * what to do then.
 *
 * 1. fieldValueTracker (react-fields.ts): react-dom keeps a field's last known value in a private
 *    tracker and ignores an input event that does not differ from it; hydration records what the
 *    shopper typed before the app started, so the early script replays it through the tracker.
 * 2. HydrateLater: a Suspense boundary in prerendered HTML is hydrated in a pass after the page's
 *    frame, at idle priority in slices a budget phone can answer a tap between; its siblings'
 *    boundaries are hydrated in that same pass.
 * 3. A microtask queued in a passive effect runs once React's commit is over: inside it, a
 *    controlled field is put back to its rendered value, so the handover (start-up/mark-hydrated.tsx)
 *    replays the shopper's fields from a queueMicrotask.
 * 4. inPlaceSuspenseHtml: React's streaming renderer moves a finished boundary's HTML out of
 *    place (and back by script) once a page passes its progressive chunk size.
 */

/**
 * A part of the page React hydrates after the page's frame, in a pass of its own. A tap on the
 * part before then makes React hydrate it at once and replays the tap. Nothing inside suspends,
 * so the boundary never shows a fallback.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/**
 * The renderer's option that keeps every boundary's HTML in place: otherwise the footer and
 * below-the-fold sections of a long page would paint a frame late, stay hidden without
 * JavaScript, and cost a second layout.
 */
export const inPlaceSuspenseHtml = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;
