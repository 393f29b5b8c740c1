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
    let observer: IntersectionObserver | undefined;
    // Read in the next frame, where the browser updates the page's style anyway: read in the
    // effect, just after the app has taken the page over, it forced that update inside the
    // effects' task, a 12 ms task of its own on a fast machine (decision 017).
    const frame = requestAnimationFrame(() => {
      const headerSpace = getComputedStyle(document.documentElement).scrollPaddingTop;
      const top = headerSpace === "auto" ? "0px" : headerSpace;
      observer = new IntersectionObserver(
        ([entry]) => {
          if (entry) setInView(entry.isIntersecting);
        },
        { rootMargin: `-${top} 0px 0px 0px` },
      );
      observer.observe(element);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [target]);

  return inView;
}
