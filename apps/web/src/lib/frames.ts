/**
 * Calls `callback` after the next frame has been painted: an animation frame, then a task
 * (where there are no animation frames — tests, old browsers — a task).
 */
export function afterNextFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === "function") {
    requestAnimationFrame(() => setTimeout(callback, 0));
  } else {
    setTimeout(callback, 0);
  }
}
