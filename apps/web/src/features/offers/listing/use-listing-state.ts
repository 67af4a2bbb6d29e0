import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import {
  applyListingChange,
  type ListingState,
  readListingState,
  writeListingState,
} from "./listing-params";

/**
 * The listing state of the current URL and a setter that pushes a history entry, so back and
 * forward step through filter, sort and page changes.
 *
 * Changes build on the last params written, not on those of the last render: the router changes
 * the address at once but renders the new params in a transition, and a second change made in
 * between (a sort chosen right after a filter, on a busy phone) would otherwise start from the old
 * params and drop the first. Each render that brings new params makes them the base again.
 */
export function useListingState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string key is the identity of params
  const state = useMemo(() => readListingState(params), [key]);
  const latest = useRef(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string key is the identity of params
  useLayoutEffect(() => {
    latest.current = params;
  }, [key]);
  const update = useCallback(
    (change: Partial<ListingState>) => {
      const base = latest.current;
      const next = writeListingState(base, applyListingChange(readListingState(base), change));
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );
  return [state, update] as const;
}
