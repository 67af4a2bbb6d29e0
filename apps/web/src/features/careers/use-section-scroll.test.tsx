import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECTION_SCROLL_DELAY_MS, useSectionScroll } from "./use-section-scroll";

function Page({ ready = true }: { ready?: boolean }) {
  useSectionScroll(ready);
  return (
    <>
      <section id="about">About</section>
      <section id="openings">Openings</section>
    </>
  );
}

function renderAt(path: string, ready = true) {
  const ui = (isReady: boolean) => (
    <MemoryRouter initialEntries={[path]}>
      <Page ready={isReady} />
    </MemoryRouter>
  );
  const view = render(ui(ready));
  return { ...view, becomeReady: () => view.rerender(ui(true)) };
}

describe("useSectionScroll (spec §2.1 ?section=, §9 500 ms)", () => {
  const scrolled: { id: string; options: unknown }[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ id: this.id, options });
    };
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the spec's 500 ms", () => {
    expect(SECTION_SCROLL_DELAY_MS).toBe(500);
  });

  it("smooth-scrolls to the named element 500 ms after loading, not before", () => {
    renderAt("/careers?section=openings");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS - 1);
    expect(scrolled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolled).toEqual([{ id: "openings", options: { behavior: "smooth", block: "start" } }]);
  });

  it("counts the 500 ms from the moment the page's reads have settled", () => {
    const { becomeReady } = renderAt("/careers?section=openings", false);
    vi.advanceTimersByTime(3000);
    expect(scrolled).toEqual([]);
    becomeReady();
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS - 1);
    expect(scrolled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolled.map((s) => s.id)).toEqual(["openings"]);
  });

  it("does nothing without the parameter or for an unknown element", () => {
    renderAt("/careers");
    vi.advanceTimersByTime(2000);
    renderAt("/careers?section=nowhere");
    vi.advanceTimersByTime(2000);
    expect(scrolled).toEqual([]);
  });

  it("does not scroll once the page is gone", () => {
    const { unmount } = renderAt("/careers?section=about");
    unmount();
    vi.advanceTimersByTime(2000);
    expect(scrolled).toEqual([]);
  });

  it("jumps without animation when reduced motion is asked for", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    renderAt("/careers?section=about");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS);
    expect(scrolled).toEqual([{ id: "about", options: { behavior: "auto", block: "start" } }]);
    vi.unstubAllGlobals();
  });
});
