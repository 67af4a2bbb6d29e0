import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./use-near-viewport";

function Probe({ enabled }: { enabled: boolean }) {
  const [near, ref] = useNearViewport<HTMLDivElement>(enabled);
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

describe("useNearViewport", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("counts everything as near without IntersectionObserver, or when not enabled", () => {
    render(<Probe enabled />);
    expect(screen.getByText("near")).toBeTruthy();
  });

  it("waits for the element to come near the screen, then stops watching", () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe enabled />);
    expect(screen.getByText("far")).toBeTruthy();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText("near")).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it("renders at once when not enabled, even with IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", class {});
    render(<Probe enabled={false} />);
    expect(screen.getByText("near")).toBeTruthy();
  });

  it("renders once no longer enabled, even if never seen", () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    const view = render(<Probe enabled />);
    expect(screen.getByText("far")).toBeTruthy();
    view.rerender(<Probe enabled={false} />);
    expect(screen.getByText("near")).toBeTruthy();
  });
});
