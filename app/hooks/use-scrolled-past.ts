import { useEffect, useState, type RefObject } from "react";

/** Further than any page reaches. */
const belowTheWindow = "1000000px";

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
    // The watched area runs from below the header to far below the window, so that the element
    // leaves it only upwards: a fast fling or a jump that carries it from below the window to
    // above it without ever showing it still crosses the area's edge, and is reported.
    const top = headerSpace === "auto" ? "0px" : headerSpace;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting);
      },
      { rootMargin: `-${top} 0px ${belowTheWindow} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  return past;
}
