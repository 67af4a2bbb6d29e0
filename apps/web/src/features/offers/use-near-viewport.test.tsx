import { act, render, screen, waitFor } from "@testing-library/react";
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

describe("useNearViewport with rows coming near together", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("renders them one at a time, a frame apart", async () => {
    // The earlier tests' last turn hands over a frame after it ended.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reports: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          reports.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <>
        <Probe enabled />
        <Probe enabled />
      </>,
    );
    act(() => {
      for (const report of reports) report([{ isIntersecting: true }]);
    });
    // The first row's turn has rendered; the second waits for the next frame.
    expect(screen.getAllByText(/near|far/).map((probe) => probe.textContent)).toEqual([
      "near",
      "far",
    ]);
    await waitFor(() => expect(screen.getAllByText("near")).toHaveLength(2));
  });
});
