import { type RefObject, startTransition, useEffect, useState } from "react";

/**
 * Whether the element has come within a screen of the viewport (and stays true after).
 * /deals lists a dozen rows of cards: rendering only the rows near the screen keeps the first
 * load's main thread short on a phone (issue 4, total blocking time). Without
 * IntersectionObserver (old browsers, tests) everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React renders the row's cards in slices, yielding to input between them.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
