import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../../lib/app-error";
import { httpStatusOf } from "../../../plugins/error-status";
import { FSA_PREFIXES, PROVINCE_BY_LETTER } from "./fsa-data";
import {
  builtInGeocoder,
  cachedGeocoder,
  createGeocoder,
  createGoogleGeocoder,
  type Geocoder,
} from "./geocoder";

const resolve = (postal: string, country: "ca" | "us" = "ca") =>
  builtInGeocoder.resolvePostalCode(postal, country);

describe("built-in geocoder (bundled Canadian postal data)", () => {
  it.each([
    ["A0K 1A0", "NL"],
    ["B0J 1A0", "NS"],
    ["C0A 1A0", "PE"],
    ["E4A 1A1", "NB"],
    ["G0A 1A0", "QC"],
    ["J0K 1A0", "QC"],
    ["K0A 1A0", "ON"],
    ["P0M 1A0", "ON"],
    ["R0A 1A0", "MB"],
    ["S0A 1A0", "SK"],
    ["T0A 1A0", "AB"],
    ["V0N 1A0", "BC"],
    ["X0E 1A0", "NT"],
    ["Y0B 1A0", "YT"],
  ])("knows the province of %s from its first letter (%s)", async (postal, province) => {
    const result = await resolve(postal);
    expect(result?.province).toBe(province);
    expect(result?.city).toBeUndefined();
  });

  it.each([
    ["M5V 3L9", "Toronto", "ON"],
    ["m4c1b5", "Toronto", "ON"],
    ["H3A 0G4", "Montréal", "QC"],
    ["H7N 1A1", "Laval", "QC"],
    ["V6B 1A1", "Vancouver", "BC"],
    ["V5K 0A1", "Vancouver", "BC"],
    ["V5A 1S6", "Burnaby", "BC"],
    ["T2P 1J9", "Calgary", "AB"],
    ["T3A 0A1", "Calgary", "AB"],
    ["T5J 0N3", "Edmonton", "AB"],
    ["K1A 0B1", "Ottawa", "ON"],
    ["K2P 1A1", "Ottawa", "ON"],
    ["G1R 4P5", "Québec", "QC"],
    ["R3C 4T3", "Winnipeg", "MB"],
    ["B3H 4R2", "Halifax", "NS"],
    ["L8P 4R5", "Hamilton", "ON"],
    ["L5B 1M2", "Mississauga", "ON"],
    ["N2L 3G1", "Waterloo", "ON"],
    ["N2G 4G7", "Kitchener", "ON"],
    ["N6A 3K7", "London", "ON"],
    ["V8W 1P6", "Victoria", "BC"],
    ["S7N 5A2", "Saskatoon", "SK"],
    ["S4P 3Y2", "Regina", "SK"],
    ["X0A 0H0", "Iqaluit", "NU"],
  ])("places %s in %s (%s) by its forward sortation area", async (postal, city, province) => {
    expect(await resolve(postal)).toMatchObject({ city, province });
  });

  it("gives Toronto a point in Toronto", async () => {
    const result = await resolve("M5V 3L9");
    expect(result?.lat).toBeCloseTo(43.65, 1);
    expect(result?.lon).toBeCloseTo(-79.38, 1);
  });

  it("answers null for codes that cannot be placed", async () => {
    expect(await resolve("W1A 1A1")).toBeNull(); // no province uses W
    expect(await resolve("Z1A 1A1")).toBeNull();
    expect(await resolve("not a code")).toBeNull();
    expect(await resolve("12345")).toBeNull();
    expect(await resolve("90210", "us")).toBeNull(); // US needs a maps service
  });

  it("bundles at least 60 city prefixes, each inside Canada and under a known letter", () => {
    expect(FSA_PREFIXES.size).toBeGreaterThanOrEqual(60);
    for (const [prefix, place] of FSA_PREFIXES) {
      expect(PROVINCE_BY_LETTER[prefix[0]!], prefix).toBeDefined();
      expect(place.lat).toBeGreaterThan(41);
      expect(place.lat).toBeLessThan(84);
      expect(place.lon).toBeGreaterThan(-141);
      expect(place.lon).toBeLessThan(-52);
    }
  });
});

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

const component = (long: string, short: string, ...types: string[]) => ({
  long_name: long,
  short_name: short,
  types,
});

describe("Google geocoder adapter", () => {
  it("geocodes by address and region and uses the first result's location, city and province", async () => {
    const fetch = vi.fn(async (_url: string) =>
      jsonResponse({
        status: "OK",
        results: [
          {
            geometry: { location: { lat: 45.5048, lng: -73.5772 } },
            address_components: [
              component("H3A 0G4", "H3A 0G4", "postal_code"),
              component("Montréal", "Montréal", "locality", "political"),
              component("Québec", "QC", "administrative_area_level_1", "political"),
            ],
          },
          {
            geometry: { location: { lat: 1, lng: 2 } },
            address_components: [component("Elsewhere", "EL", "locality")],
          },
        ],
      }),
    );
    const geocoder = createGoogleGeocoder({ apiKey: "test-key", fetch });
    expect(await geocoder.resolvePostalCode("h3a 0g4", "ca")).toEqual({
      lat: 45.5048,
      lon: -73.5772,
      province: "QC",
      city: "Montréal",
    });
    const url = new URL(fetch.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/geocode/json");
    expect(url.searchParams.get("address")).toBe("h3a 0g4");
    expect(url.searchParams.get("region")).toBe("ca");
    expect(url.searchParams.get("key")).toBe("test-key");
  });

  it("answers null on ZERO_RESULTS and does not call Google for a malformed code", async () => {
    const fetch = vi.fn(async () => jsonResponse({ status: "ZERO_RESULTS", results: [] }));
    const geocoder = createGoogleGeocoder({ apiKey: "k", fetch });
    expect(await geocoder.resolvePostalCode("A1A 1A1", "ca")).toBeNull();
    expect(await geocoder.resolvePostalCode("nope", "ca")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["an HTTP error", async () => jsonResponse({ error: "boom" }, 500)],
    ["a refused key", async () => jsonResponse({ status: "REQUEST_DENIED", results: [] })],
    ["an exhausted quota", async () => jsonResponse({ status: "OVER_QUERY_LIMIT", results: [] })],
    [
      "a network failure",
      async (): Promise<Response> => {
        throw new TypeError("fetch failed");
      },
    ],
  ])("turns %s into geocode_unavailable", async (_name, fetch) => {
    const geocoder = createGoogleGeocoder({ apiKey: "k", fetch });
    const error = await geocoder.resolvePostalCode("M5V 3L9", "ca").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "geocode_unavailable",
      message: "Geocode not available.",
    });
    // The error carries no status: the errors plugin answers its code with 503.
    expect(httpStatusOf((error as AppError).code)).toBe(503);
  });

  it("resolves US ZIP codes too (the US build needs the adapter)", async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({
        status: "OK",
        results: [
          {
            geometry: { location: { lat: 34.09, lng: -118.41 } },
            address_components: [
              component("Beverly Hills", "Beverly Hills", "locality"),
              component("California", "CA", "administrative_area_level_1"),
            ],
          },
        ],
      }),
    );
    const geocoder = createGoogleGeocoder({ apiKey: "k", fetch });
    expect(await geocoder.resolvePostalCode("90210", "us")).toMatchObject({ province: "CA" });
  });
});

describe("createGeocoder and the answer cache", () => {
  it("uses the built-in data without a key and Google with one", async () => {
    expect(createGeocoder({})).toBe(builtInGeocoder);
    const fetch = vi.fn(async () => jsonResponse({ status: "ZERO_RESULTS" }));
    const google = createGeocoder({ googleMapsApiKey: "k" }, fetch);
    expect(await google.resolvePostalCode("M5V 3L9", "ca")).toBeNull();
    expect(await google.resolvePostalCode("m5v3l9", "ca")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not remember failures", async () => {
    let calls = 0;
    const flaky: Geocoder = {
      async resolvePostalCode() {
        calls += 1;
        if (calls === 1) throw new Error("down");
        return { lat: 1, lon: 2, province: "ON" };
      },
    };
    const cached = cachedGeocoder(flaky);
    await expect(cached.resolvePostalCode("M5V 3L9", "ca")).rejects.toThrow("down");
    expect(await cached.resolvePostalCode("M5V 3L9", "ca")).toMatchObject({ province: "ON" });
    expect(await cached.resolvePostalCode("M5V 3L9", "ca")).toMatchObject({ province: "ON" });
    expect(calls).toBe(2);
  });
});
