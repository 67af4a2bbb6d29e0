import { useEffect } from "react";
import { useSearchParams } from "react-router";

/** Spec §9: the careers page scrolls to `?section=` this long after it loads. */
export const SECTION_SCROLL_DELAY_MS = 500;

/** Whether the person asked the system for less motion. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

/**
 * Spec §2.1: "a query parameter section smooth-scrolls to that element 500 ms after loading".
 * The element is the one whose id is the parameter's value (`?section=openings`); an unknown id
 * does nothing. "Loading" is the page's reads settling (`ready`): counted from the first render,
 * sections still filling in above the target would push it away after the scroll on a slow
 * connection. Smooth unless the person prefers reduced motion. Runs once per value.
 */
export function useSectionScroll(ready = true, delay: number = SECTION_SCROLL_DELAY_MS): void {
  const [params] = useSearchParams();
  const section = params.get("section");
  useEffect(() => {
    if (!section || !ready) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(section);
      target?.scrollIntoView({
        behavior: prefersReducedMotion() ? "auto" : "smooth",
        block: "start",
      });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [section, ready, delay]);
}
