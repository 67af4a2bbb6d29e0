import { describe, expect, it, vi } from "vitest";
import en from "../../i18n/en.json";
import fr from "../../i18n/fr.json";
import { currentPosition, GEOLOCATION_MESSAGES, type GeolocationFailure } from "./geolocation";

/** A fake navigator.geolocation answering with a position or an error code, as a browser does. */
function fakeGeolocation(answer: { lat: number; lon: number } | { code: number }) {
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      if ("code" in answer) {
        // A plain object: some browsers' and doubles' errors lack the PERMISSION_DENIED… constants.
        failure?.({ code: answer.code, message: "" } as GeolocationPositionError);
      } else {
        success({
          coords: { latitude: answer.lat, longitude: answer.lon, accuracy: 20 },
          timestamp: Date.now(),
        } as GeolocationPosition);
      }
    },
  );
  const geolocation = {
    getCurrentPosition,
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
  return { geolocation, getCurrentPosition };
}

describe("currentPosition (spec §9: 3000 ms)", () => {
  it("asks the browser with a 3000 ms timeout and gives lat/lon", async () => {
    const { geolocation, getCurrentPosition } = fakeGeolocation({ lat: 45.5048, lon: -73.5772 });
    await expect(currentPosition(geolocation)).resolves.toEqual({ lat: 45.5048, lon: -73.5772 });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 3000 });
  });

  it("uses navigator.geolocation by default", async () => {
    const { geolocation } = fakeGeolocation({ lat: 43.65, lon: -79.38 });
    vi.stubGlobal("navigator", { ...navigator, geolocation });
    try {
      await expect(currentPosition()).resolves.toEqual({ lat: 43.65, lon: -79.38 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    [1, "denied"],
    [2, "unavailable"],
    [3, "timeout"],
  ] as const)("turns error code %i into %s", async (code, failure) => {
    const { geolocation } = fakeGeolocation({ code });
    await expect(currentPosition(geolocation)).rejects.toBe(failure);
  });

  it("is unavailable when the browser has no geolocation ('Geolocation not available.')", async () => {
    await expect(currentPosition(undefined)).rejects.toBe("unavailable");
  });

  it.each(["denied", "unavailable", "timeout"] as const)(
    "has an English and a French message for %s",
    (failure: GeolocationFailure) => {
      const id = GEOLOCATION_MESSAGES[failure];
      expect(en[id]).toMatch(/\S/);
      expect(fr[id]).toMatch(/\S/);
      expect(fr[id]).not.toBe(en[id]);
    },
  );
});
