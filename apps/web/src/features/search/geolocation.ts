import { GEOLOCATION_TIMEOUT_MS } from "@spc/shared";

export type GeolocationFailure = "unavailable" | "denied" | "timeout";

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
      (error) =>
        reject(
          (error.code === error.PERMISSION_DENIED
            ? "denied"
            : error.code === error.TIMEOUT
              ? "timeout"
              : "unavailable") satisfies GeolocationFailure,
        ),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60 * 1000, enableHighAccuracy: false },
    );
  });
}
