import type { AnalyticsSettings } from "../../content";
import { startGoogleMeasurement } from "./google-measurement";
import { startLocalMeasurement } from "./local-measurement";
import type { Measurement } from "./measurement";

/** The deployment's measurement, started once analytical consent is given; null when off. */
export function startMeasurement(
  settings: AnalyticsSettings,
  language: string,
): Measurement | null {
  if (settings.provider === "google" && settings.measurement_id) {
    return startGoogleMeasurement(settings.measurement_id);
  }
  if (settings.provider === "local") {
    return startLocalMeasurement({ recordingSample: settings.recording_sample, language });
  }
  return null;
}
