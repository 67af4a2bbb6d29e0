import { type RefObject, useEffect } from "react";

/**
 * Moves the focus to `ref` just after a dialog's own open focus, which is what remembers the
 * opener for the focus return on close (components/modal): an `autoFocus` would get there first
 * and the focus would then have nowhere to go back to.
 */
export function useFocusAfterOpen(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ref]);
}
