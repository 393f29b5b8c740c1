import { useEffect } from "react";

/**
 * Keeps the height of a bar fixed at the foot of a phone's screen free at the page's end while
 * the bar shows, so nothing stays under it. The page's end is outside the bar's component: the
 * root's attribute reserves the space (app.css).
 */
export function useActionBarSpace(shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.dataset.actionBar = "";
    return () => {
      delete root.dataset.actionBar;
    };
  }, [shown]);
}
