import { useCallback, useMemo } from "react";
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
 */
export function useListingState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string key is the identity of params
  const state = useMemo(() => readListingState(params), [key]);
  const update = useCallback(
    (change: Partial<ListingState>) => {
      setParams((current) =>
        writeListingState(current, applyListingChange(readListingState(current), change)),
      );
    },
    [setParams],
  );
  return [state, update] as const;
}
