import type { GeoLocation } from "@spc/shared";
import type { Db } from "../../../db/client";

/** An offer with a store within the asked distance; the location module gives them nearest first. */
export interface NearbyOffer {
  offerId: number;
  distanceKm: number;
}

/**
 * What the listings need from the location module (services/offers/location, whose
 * `offerLocatorFor(config)` provides it): postal code → point, and offers near a point.
 */
export interface OfferLocator {
  resolvePostalCode(postal: string): Promise<GeoLocation | null> | GeoLocation | null;
  findOfferIdsNear(
    db: Db,
    query: { lat: number; lon: number; distanceKm: number },
  ): Promise<NearbyOffer[]>;
}
