import { useEffect, useState } from "react";
import { renderInTurn } from "./render-in-turn";

/**
 * Whether the element has come within a screen of the viewport (and stays true after).
 * /deals lists a dozen rows of cards: rendering only the rows near the screen keeps the first
 * load's main thread short on a phone (issue 4, total blocking time). Rows that come near
 * together render one per frame (renderInTurn). Without IntersectionObserver (old browsers,
 * tests) everything counts as near.
 */
export function useNearViewport<T extends Element>(
  enabled: boolean,
): [near: boolean, ref: (element: T | null) => void] {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === "undefined");
  // A callback ref: whichever element the caller renders (skeleton or list) is the one watched.
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (near || !enabled || !element) return;
    let endTurn: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (endTurn || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        endTurn = renderInTurn(() => setNear(true));
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    // Runs once `near` has committed (the turn is over) or on unmount (the turn is given up).
    return () => {
      observer.disconnect();
      endTurn?.();
    };
  }, [element, near, enabled]);
  // No longer enabled (the grid of a filtered /deals is in view): render now.
  return [near || !enabled, setElement];
}
