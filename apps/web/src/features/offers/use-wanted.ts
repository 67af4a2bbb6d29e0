import { useCallback, useState } from "react";

/**
 * Whether a row below the fold wants its cards yet, and the callback that says it does
 * (OfferRow's `onNear`): rows read their cards once they come within a screen of view, so a
 * phone's first load does not fetch and render rows nobody has scrolled to (issue 4: every
 * answer before the largest paint delays it on a slow connection). `now`: wanted at once.
 */
export function useWanted(now: boolean): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(now);
  const want = useCallback(() => setWanted(true), []);
  return [wanted, want];
}
