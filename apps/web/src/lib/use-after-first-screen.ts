import { startTransition, useEffect, useState } from "react";
import { afterNextFrame } from "./frames";

// Set once a page has painted its first screen: pages after it render whole at once.
let firstScreenPainted = false;

/** A visit that starts fresh (an address typed or followed), not a reload or a history return. */
function freshVisit(): boolean {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === "navigate";
}

/**
 * False for the first page of a fresh visit until its first screen has been painted, then true
 * (rendering the rest as a transition, in slices); true at once for every other render. A long
 * page renders what lies below its first screen with it: on /deals those rows, the grid and
 * their layout made the first commit three times larger and the phone's largest paint waited for
 * all of it (issue 4). A reload or a return through history renders everything at once, so the
 * scroll position it restores exists.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(() => firstScreenPainted || !freshVisit());
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    afterNextFrame(() => {
      firstScreenPainted = true;
      if (mounted) startTransition(() => setReady(true));
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
