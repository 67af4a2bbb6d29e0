import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMemberStartTimer } from "./use-member-start-timer";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the start notices' timer", () => {
  it("fires once per notice and member, after the delay, and never for a visitor", () => {
    const fire = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ userId }: { userId: string | null }) => useMemberStartTimer("test-a", userId, 3000, fire),
      { initialProps: { userId: null as string | null } },
    );
    vi.advanceTimersByTime(5000);
    expect(fire).not.toHaveBeenCalled();

    rerender({ userId: "member-1" });
    vi.advanceTimersByTime(2999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledWith("member-1");
    unmount();

    // Mounted again in the same page load: that member was already asked about.
    renderHook(() => useMemberStartTimer("test-a", "member-1", 3000, fire));
    vi.advanceTimersByTime(5000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it("does not fire when the member leaves before the delay", () => {
    const fire = vi.fn();
    const { rerender } = renderHook(
      ({ userId }: { userId: string | null }) => useMemberStartTimer("test-b", userId, 3000, fire),
      { initialProps: { userId: "member-2" as string | null } },
    );
    vi.advanceTimersByTime(1000);
    rerender({ userId: null });
    vi.advanceTimersByTime(5000);
    expect(fire).not.toHaveBeenCalled();
  });
});
