import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has scrolled up out of sight: above the visible part of the window, which
 * starts below the sticky header (the page's scroll-padding-top, which keeps it clear of the
 * header). False below the window, while the element shows, and before the app has started.
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);

  // The observer is an external system: it reports as the page scrolls, with no render of ours.
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const headerSpace = getComputedStyle(document.documentElement).scrollPaddingTop;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: `-${headerSpace === "auto" ? "0px" : headerSpace} 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  return past;
}
