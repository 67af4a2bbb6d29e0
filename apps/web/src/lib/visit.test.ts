import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  FIRST_VISIT_KEY,
  forgetVisitForTests,
  isFirstPageViewOfFirstVisit,
  notePageView,
} from "./visit";

beforeEach(() => {
  window.localStorage.clear();
  forgetVisitForTests();
});
afterEach(() => window.localStorage.clear());

describe("the first page view of a first visit", () => {
  it("is the first page view of a browser with nothing stored, and the flag is written then", () => {
    expect(isFirstPageViewOfFirstVisit()).toBe(true);
    notePageView("default", "POP");
    expect(isFirstPageViewOfFirstVisit()).toBe(true);
    expect(window.localStorage.getItem(FIRST_VISIT_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("ends with the next page the visitor opens, by a link or the history", () => {
    notePageView("default", "POP");
    notePageView("a1", "PUSH");
    expect(isFirstPageViewOfFirstVisit()).toBe(false);

    forgetVisitForTests();
    window.localStorage.clear();
    notePageView("default", "POP");
    notePageView("b1", "POP");
    expect(isFirstPageViewOfFirstVisit()).toBe(false);
  });

  it("goes on through redirects and query clean-ups (replace) and repeated renders", () => {
    notePageView("default", "POP");
    notePageView("default", "POP");
    notePageView("r1", "REPLACE");
    notePageView("r2", "REPLACE");
    expect(isFirstPageViewOfFirstVisit()).toBe(true);
  });

  it("is over for good once the browser has been here: a reload is a later visit", () => {
    notePageView("default", "POP");
    forgetVisitForTests(); // the page is loaded again
    notePageView("default", "POP");
    expect(isFirstPageViewOfFirstVisit()).toBe(false);
  });

  it("reads a browser that kept the flag from an earlier visit as a returning one", () => {
    window.localStorage.setItem(FIRST_VISIT_KEY, "2026-01-05T10:00:00.000Z");
    notePageView("default", "POP");
    expect(isFirstPageViewOfFirstVisit()).toBe(false);
    expect(window.localStorage.getItem(FIRST_VISIT_KEY)).toBe("2026-01-05T10:00:00.000Z");
  });
});
