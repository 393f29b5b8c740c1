import { useLayoutEffect, type RefObject } from "react";

/**
 * Keeps the height of a bar fixed at the foot of the screen (at every width) free at the page's
 * end while the bar shows, so nothing stays under it, and lifts the notices above it. Its height
 * follows its words, which may wrap: it is measured before the bar's first paint, and again
 * whenever it changes. The page's end is outside the bar's component: the root's attribute and
 * height reserve the space (app.css).
 */
export function useFootBarSpace(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () =>
      root.style.setProperty("--foot-bar-height", `${element.getBoundingClientRect().height}px`);
    reserve();
    root.dataset.footBar = "";
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
    resized?.observe(element);
    return () => {
      resized?.disconnect();
      delete root.dataset.footBar;
      root.style.removeProperty("--foot-bar-height");
    };
  }, [bar]);
}
