import type { Config } from "../../../config";
import { createGeocoder, type Geocoder } from "./geocoder";
import { findOfferIdsNear } from "./repository";

export { GEOCODE_ERRORS, geocodeError } from "./errors";
export {
  builtInGeocoder,
  createGeocoder,
  type GeocodeResult,
  type Geocoder,
  resolvePostalCode,
} from "./geocoder";
export { findOfferIdsNear } from "./repository";

const geocoders = new WeakMap<object, Geocoder>();

/** One geocoder per app config, so its answer cache is shared by every route of the app. */
export function geocoderFor(config: Pick<Config, "geocoding">): Geocoder {
  let geocoder = geocoders.get(config);
  if (!geocoder) {
    geocoder = createGeocoder(config.geocoding);
    geocoders.set(config, geocoder);
  }
  return geocoder;
}

/**
 * What the catalogue listings need for `postal_code` + `distance`: postal code → point in the
 * app's country (null when unknown), and in-store offers near a point, nearest first.
 */
export function offerLocatorFor(config: Pick<Config, "geocoding" | "country">) {
  const geocoder = geocoderFor(config);
  return {
    resolvePostalCode: (postal: string) => geocoder.resolvePostalCode(postal, config.country),
    findOfferIdsNear,
  };
}
