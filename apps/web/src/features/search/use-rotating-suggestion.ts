import { SEARCH_SUGGESTIONS, SUGGESTION_FADE_MS, SUGGESTION_ROTATION_MS } from "@spc/shared";
import { useEffect, useState } from "react";
import { useLanguage } from "../../i18n/language-store";
import { prefersReducedMotion } from "../../lib/media";

/**
 * The suggestion term shown in the search box (spec §2.7, §9): the next of the 26 every 5 s,
 * with a 0.5 s fade out before the change and in after it. With reduced motion it only swaps.
 * `paused` (while the student types) stops the rotation so the text does not change under them.
 */
export function useRotatingSuggestion(paused = false): { term: string; fading: boolean } {
  const language = useLanguage();
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (paused) return;
    const swapAfterMs = prefersReducedMotion() ? 0 : SUGGESTION_FADE_MS;
    let swap: number | undefined;
    const timer = window.setInterval(() => {
      setFading(swapAfterMs > 0);
      swap = window.setTimeout(() => {
        setIndex((current) => (current + 1) % SEARCH_SUGGESTIONS.length);
        setFading(false);
      }, swapAfterMs);
    }, SUGGESTION_ROTATION_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(swap);
      setFading(false);
    };
  }, [paused]);

  return { term: SEARCH_SUGGESTIONS[index]![language], fading };
}
