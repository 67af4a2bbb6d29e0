import type { Env } from "./env";
import { invalidEnvironment } from "./errors";

/**
 * Audience measurement (issue 19, decision 0049). `local`: the first-party collector at
 * /api/analytics/events (the default: nothing leaves the deployment); `google`: Google Analytics
 * 4 with GA_MEASUREMENT_ID; `off`: no measurement at all. Whatever the provider, the browser
 * loads it only once the visitor has accepted analytical cookies. A share of those visits
 * (SESSION_RECORDING_SAMPLE, 1 % by default, spec §9) also records its interactions.
 */
export interface AnalyticsConfig {
  provider: "local" | "google" | "off";
  measurementId: string | undefined;
  recordingSample: number;
}

export function analyticsConfig(e: Env): AnalyticsConfig {
  if (e.ANALYTICS_PROVIDER === "google" && !e.GA_MEASUREMENT_ID) {
    throw invalidEnvironment(["ANALYTICS_PROVIDER=google needs GA_MEASUREMENT_ID"]);
  }
  return {
    provider: e.ANALYTICS_PROVIDER,
    measurementId: e.ANALYTICS_PROVIDER === "google" ? e.GA_MEASUREMENT_ID : undefined,
    recordingSample: e.SESSION_RECORDING_SAMPLE,
  };
}
