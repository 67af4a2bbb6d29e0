import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastReport, stubIntersectionObserver } from "../../test/intersection-observer";
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
    const { reports, disconnect } = stubIntersectionObserver();
    render(<Probe enabled />);
    expect(screen.getByText("far")).toBeTruthy();
    act(() => lastReport(reports)([{ isIntersecting: false }]));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => lastReport(reports)([{ isIntersecting: true }]));
    expect(screen.getByText("near")).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it("renders at once when not enabled, even with IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", class {});
    render(<Probe enabled={false} />);
    expect(screen.getByText("near")).toBeTruthy();
  });

  it("renders once no longer enabled, even if never seen", () => {
    stubIntersectionObserver();
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
    const { reports } = stubIntersectionObserver();
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
