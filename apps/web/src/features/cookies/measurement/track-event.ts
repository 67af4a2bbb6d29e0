import type { AnalyticsEventName, AnalyticsEventParams } from "@spc/shared";
import { hasConsent } from "../consent-store";
import type { Measurement } from "./measurement";

// The measurement the consent effects started, if any (decision 0051). This module stays tiny and
// imports no measurement code: the features that call trackEvent load nothing for it.
let running: Measurement | null = null;

/** The consent effects hand over the measurement they started, and null once it stops. */
export function setRunningMeasurement(measurement: Measurement | null): void {
  running = measurement;
}

/**
 * Counts an outcome (a purchase completed, a coffee card linked…) — only while analytical
 * consent holds and measurement runs; otherwise nothing happens. Params are a few short labels,
 * never personal data. Measurement never breaks the flow that reports to it.
 */
export function trackEvent(name: AnalyticsEventName, params?: AnalyticsEventParams): void {
  if (!running || !hasConsent("analytical")) return;
  try {
    running.event(name, params);
  } catch {
    // A measurement failure is not the member's problem.
  }
}
