import type { GeoLocation } from "@spc/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../plugins/app-error";

/** An offer with a store within the asked distance; the location module gives them nearest first. */
export interface NearbyOffer {
  offerId: number;
  distanceKm: number;
}

/**
 * What the listings need from the location module (services/offers/location, another
 * engineer's): postal code → point, and offers with a store near a point.
 */
export interface OfferLocator {
  resolvePostalCode(postal: string): Promise<GeoLocation | null> | GeoLocation | null;
  findOfferIdsNear(
    db: Db,
    query: { lat: number; lon: number; distanceKm: number },
  ): Promise<NearbyOffer[]>;
}

const unavailable = (): never => {
  throw AppError.unavailable("Location search is not available yet");
};

/** Until the location module is wired in, a location filter answers 503. */
export const defaultOfferLocator: OfferLocator = {
  resolvePostalCode: unavailable,
  findOfferIdsNear: async () => unavailable(),
};
