import type { Env } from "./env";

/** Google Geocoding API key; unset = the built-in Canadian postal data (never sent to the browser). */
export interface GeocodingConfig {
  googleMapsApiKey: string | undefined;
}

export function geocodingConfig(e: Env): GeocodingConfig {
  return { googleMapsApiKey: e.GOOGLE_MAPS_API_KEY };
}
