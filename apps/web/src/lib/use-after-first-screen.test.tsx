import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterFirstScreen } from "./use-after-first-screen";

/** The document's navigation entry says how this visit started. */
function visitStartedBy(type: NavigationTimingType) {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { type } as PerformanceNavigationTiming,
  ]);
}

afterEach(() => vi.restoreAllMocks());

// In order: the module remembers that a first screen has been painted.
describe("useAfterFirstScreen", () => {
  it("is true at once after a reload or a return through history (their scroll needs the whole page)", () => {
    visitStartedBy("reload");
    expect(renderHook(() => useAfterFirstScreen()).result.current).toBe(true);
    visitStartedBy("back_forward");
    expect(renderHook(() => useAfterFirstScreen()).result.current).toBe(true);
  });

  it("on a fresh visit is false for the first screen, then true once it has been painted", async () => {
    visitStartedBy("navigate");
    const { result } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it("is true at once for the pages after the first", () => {
    visitStartedBy("navigate");
    expect(renderHook(() => useAfterFirstScreen()).result.current).toBe(true);
  });
});
