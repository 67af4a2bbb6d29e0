import { type Mock, vi } from "vitest";

/** What an IntersectionObserver callback receives, as far as the app reads it. */
export type NearReport = (entries: Array<{ isIntersecting: boolean }>) => void;

/**
 * Replaces IntersectionObserver with one the test drives (jsdom has none): `reports` holds the
 * callback of every observer made, in order; `disconnect` is shared by all of them. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): { reports: NearReport[]; disconnect: Mock } {
  const reports: NearReport[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: NearReport) {
        reports.push(callback);
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return { reports, disconnect };
}

/** The callback of the last observer made (the one watching now, for a single element). */
export function lastReport(reports: NearReport[]): NearReport {
  const report = reports.at(-1);
  if (!report) throw new Error("no IntersectionObserver was made");
  return report;
}
