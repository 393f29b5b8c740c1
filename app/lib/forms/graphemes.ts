import { lazy } from "../site/lazy";

const graphemes = lazy(() => new Intl.Segmenter(undefined, { granularity: "grapheme" }));

/**
 * Printable ASCII and line feeds: each character is a whole grapheme. Counting them needs no
 * segmenter, whose first use loads the browser's break rules (14 ms on a fast machine), so an
 * empty field or an English engraving never makes a page wait for it (decision 017).
 */
const oneCharacterEach = /^[\x20-\x7E\n]*$/;

/** Characters as a person counts them: a Bangla conjunct or a family emoji is one. */
export function graphemeCount(text: string): number {
  if (oneCharacterEach.test(text)) return text.length;
  return Array.from(graphemes().segment(text)).length;
}
