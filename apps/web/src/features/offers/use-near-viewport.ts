import { useCallback, useState } from "react";
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
): [near: boolean, ref: (element: T | null) => (() => void) | undefined] {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === "undefined");
  // A callback ref watching whichever element the caller renders (skeleton or list) while it is
  // attached. Not the element kept in state: setting state as React attached the ref re-rendered
  // every row synchronously inside the commit that mounted the page, and flushed all its effects
  // there too (issue 4: the longest task of /deals's first load).
  const watch = useCallback(
    (element: T | null) => {
      if (near || !enabled || !element) return undefined;
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
      // Runs once `near` has committed (the turn is over), when the element changes, or on
      // unmount (the turn is given up).
      return () => {
        observer.disconnect();
        endTurn?.();
      };
    },
    [near, enabled],
  );
  // No longer enabled (the grid of a filtered /deals is in view): render now.
  return [near || !enabled, watch];
}
