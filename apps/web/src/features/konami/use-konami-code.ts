import { useEffect, useRef } from "react";
import { createSequenceDetector } from "./konami-sequence";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Calls `onMatch` whenever the Konami sequence is typed anywhere outside a text field. */
export function useKonamiCode(onMatch: () => void): void {
  const latest = useRef(onMatch);
  latest.current = onMatch;

  useEffect(() => {
    const detect = createSequenceDetector();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || isTyping(event.target)) return;
      if (detect(event.key)) latest.current();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
