import { type Country, isValidPostal } from "@spc/shared";
import { geocodeError } from "./errors";
import { FSA_PREFIXES, PROVINCE_BY_LETTER } from "./fsa-data";

/** A resolved postal code: a point, the province (state for the US) and the city when known. */
export interface GeocodeResult {
  lat: number;
  lon: number;
  province: string;
  city?: string;
}

/**
 * Postal code → location. `null` means "no such place" (unknown code, no result); an outside
 * service that cannot answer throws the `geocode_unavailable` AppError instead.
 */
export interface Geocoder {
  resolvePostalCode(postal: string, country: Country): Promise<GeocodeResult | null>;
}

/** "h2x 1y4" → "H2X1Y4": upper case, no spaces. */
export function compactPostal(postal: string): string {
  return postal.replace(/\s+/g, "").toUpperCase();
}

/**
 * The built-in geocoder (the embedded default): Canadian codes from bundled data — the city of
 * the longest known FSA prefix, else the province of the first letter at a representative point.
 * US ZIP codes need a maps service: always null here.
 */
export const builtInGeocoder: Geocoder = {
  async resolvePostalCode(postal, country) {
    if (country !== "ca" || !isValidPostal(postal, "ca")) return null;
    const code = compactPostal(postal);
    const region = PROVINCE_BY_LETTER[code[0]!];
    if (!region) return null;
    for (const length of [3, 2, 1]) {
      const place = FSA_PREFIXES.get(code.slice(0, length));
      if (place) {
        return {
          lat: place.lat,
          lon: place.lon,
          province: place.province ?? region.province,
          city: place.city,
        };
      }
    }
    return { lat: region.lat, lon: region.lon, province: region.province };
  },
};

/** Resolves with the given geocoder (the built-in one by default). */
export function resolvePostalCode(
  postal: string,
  country: Country,
  geocoder: Geocoder = builtInGeocoder,
): Promise<GeocodeResult | null> {
  return geocoder.resolvePostalCode(postal, country);
}

type FetchLike = (input: string, init?: { signal?: AbortSignal }) => Promise<Response>;

interface GoogleComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface GoogleGeocodeBody {
  status: string;
  results?: Array<{
    geometry?: { location?: { lat: number; lng: number } };
    address_components?: GoogleComponent[];
  }>;
}

export interface GoogleGeocoderOptions {
  apiKey: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  endpoint?: string;
}

/**
 * Google Geocoding API adapter (spec §4: geocode by address and region; location, city and
 * province from the FIRST result). ZERO_RESULTS → null; any other failure (HTTP error, quota,
 * denied key, timeout, network) → `geocode_unavailable`.
 */
export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const endpoint = options.endpoint ?? "https://maps.googleapis.com/maps/api/geocode/json";
  const timeoutMs = options.timeoutMs ?? 3000;
  return {
    async resolvePostalCode(postal, country) {
      if (!isValidPostal(postal, country)) return null;
      const params = new URLSearchParams({
        address: postal.trim(),
        region: country,
        components: `country:${country.toUpperCase()}`,
        key: options.apiKey,
      });
      let body: GoogleGeocodeBody;
      try {
        const response = await fetchFn(`${endpoint}?${params}`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`Google geocoding answered HTTP ${response.status}`);
        body = (await response.json()) as GoogleGeocodeBody;
      } catch (error) {
        throw geocodeError("unavailable", error);
      }
      if (body.status === "ZERO_RESULTS") return null;
      if (body.status !== "OK") {
        throw geocodeError("unavailable", new Error(`Google geocoding status ${body.status}`));
      }
      const first = body.results?.[0];
      const point = first?.geometry?.location;
      if (!first || !point) return null;
      const components = first.address_components ?? [];
      const find = (...types: string[]) =>
        types
          .map((type) => components.find((component) => component.types.includes(type)))
          .find((component) => component !== undefined);
      const province = find("administrative_area_level_1")?.short_name ?? "";
      const city = find(
        "locality",
        "postal_town",
        "administrative_area_level_3",
        "sublocality",
      )?.long_name;
      return { lat: point.lat, lon: point.lng, province, ...(city ? { city } : {}) };
    },
  };
}

/**
 * Remembers answers (including "no such place") per country and compact code, up to `max`
 * entries, so a paid maps service is asked once per postal code. Failures are not remembered.
 */
export function cachedGeocoder(inner: Geocoder, max = 10_000): Geocoder {
  const entries = new Map<string, GeocodeResult | null>();
  return {
    async resolvePostalCode(postal, country) {
      const key = `${country}:${compactPostal(postal)}`;
      if (entries.has(key)) return entries.get(key) ?? null;
      const result = await inner.resolvePostalCode(postal, country);
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, result);
      return result;
    },
  };
}

/** The app's geocoder: Google when GOOGLE_MAPS_API_KEY is set (cached), else the built-in data. */
export function createGeocoder(
  config: { googleMapsApiKey?: string | undefined },
  fetchFn?: FetchLike,
): Geocoder {
  if (!config.googleMapsApiKey) return builtInGeocoder;
  return cachedGeocoder(
    createGoogleGeocoder({
      apiKey: config.googleMapsApiKey,
      ...(fetchFn ? { fetch: fetchFn } : {}),
    }),
  );
}
