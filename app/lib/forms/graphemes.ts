import { lazy } from "../site/lazy";

const graphemes = lazy(() => new Intl.Segmenter(undefined, { granularity: "grapheme" }));

/** Characters as a person counts them: a Bangla conjunct or a family emoji is one. */
export function graphemeCount(text: string): number {
  return Array.from(graphemes().segment(text)).length;
}
