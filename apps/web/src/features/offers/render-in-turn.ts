import { startTransition } from "react";
import { afterNextFrame } from "../../lib/frames";

/**
 * One render at a time, a frame apart: the rows of /deals that come near the screen together
 * (their IntersectionObserver callbacks fire in one task) would otherwise commit and lay out
 * in one long task (issue 4, total blocking time on a phone). A turn starts `render` (as a
 * transition) and lasts until its `end` is called — the caller ends it once its render has
 * committed, or when it no longer needs one; the next turn then waits for the next frame.
 */
const waiting: Array<() => void> = [];
let busy = false;

function next() {
  const start = waiting.shift();
  if (start) start();
  else busy = false;
}

/**
 * Queues `render`; returns `end`, to call when the render has committed or is no longer wanted
 * (unmount): a turn not started yet leaves the queue, a running one hands over to the next.
 */
export function renderInTurn(render: () => void): () => void {
  let state: "waiting" | "running" | "ended" = "waiting";
  const start = () => {
    state = "running";
    startTransition(render);
  };
  waiting.push(start);
  if (!busy) {
    busy = true;
    next();
  }
  return () => {
    if (state === "waiting") waiting.splice(waiting.indexOf(start), 1);
    else if (state === "running") afterNextFrame(next);
    state = "ended";
  };
}
