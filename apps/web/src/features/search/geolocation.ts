import { GEOLOCATION_TIMEOUT_MS } from "@spc/shared";
import type { MessageId } from "../../i18n/messages";

export type GeolocationFailure = "unavailable" | "denied" | "timeout";

/** What the member reads for each failure ('Geolocation not available.' of spec §8 and kin). */
export const GEOLOCATION_MESSAGES: Record<GeolocationFailure, MessageId> = {
  denied: "search.inStore.error.denied",
  timeout: "search.inStore.error.timeout",
  unavailable: "search.inStore.error.unavailable",
};

// GeolocationPositionError codes (W3C Geolocation API), by value: the PERMISSION_DENIED… constants
// are not on every error object a browser or a test double hands over.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

function failureOf(code: number): GeolocationFailure {
  if (code === PERMISSION_DENIED) return "denied";
  if (code === TIMEOUT) return "timeout";
  return "unavailable";
}

/** The browser's position, given up after 3000 ms (spec §4, §9). */
export function currentPosition(
  geolocation: Geolocation | undefined = typeof navigator === "undefined"
    ? undefined
    : navigator.geolocation,
): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject("unavailable" satisfies GeolocationFailure);
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(failureOf(error.code)),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60 * 1000, enableHighAccuracy: false },
    );
  });
}
