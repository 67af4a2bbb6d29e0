import { type RefObject, useEffect, useRef } from "react";

/**
 * Calls `onOutside` when a pointer goes down outside every one of `refs` while `active`: the way
 * the header's menus close on a click elsewhere.
 */
export function usePointerOutside(
  active: boolean,
  refs: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
): void {
  // The latest arguments, so the listener is bound once per opening, not on every render.
  const latest = useRef({ refs, onOutside });
  latest.current = { refs, onOutside };

  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      const { refs: current, onOutside: close } = latest.current;
      if (!current.some((ref) => ref.current?.contains(target))) close();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [active]);
}
