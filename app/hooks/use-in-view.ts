import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element shows in the window, below the sticky header (the page's
 * scroll-padding-top, which keeps it clear of the header). False before the app has started.
 */
export function useInView(target: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);

  // The observer is an external system: it reports as the page scrolls, with no render of ours.
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const headerSpace = getComputedStyle(document.documentElement).scrollPaddingTop;
    const top = headerSpace === "auto" ? "0px" : headerSpace;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setInView(entry.isIntersecting);
      },
      { rootMargin: `-${top} 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  return inView;
}
