import type { OfferCard, SavedOfferStatus } from "@spc/shared";
import type { Db } from "../../db/client";

/**
 * What the lists domain reads from the catalogue: offers by id with their card and status
 * (delisted, expired, … per the offer page's rule), and which categories exist. The offers service
 * implements it (`savedOffersCatalogue`); the routes pass it in, so this domain imports no service.
 */
export interface ListsCatalogue {
  offers(
    ids: readonly number[],
    now: Date,
  ): Promise<Map<number, { status: SavedOfferStatus; card: OfferCard }>>;
  statuses(ids: readonly number[], now: Date): Promise<Map<number, SavedOfferStatus>>;
  categoryIds(ids: readonly number[]): Promise<Set<number>>;
}

/** Everything a rule of this domain needs besides the member. */
export interface ListsContext {
  db: Db;
  catalogue: ListsCatalogue;
  /** The clock (tests move it); defaults to now. */
  now?: () => Date;
}

export function nowOf(context: ListsContext): Date {
  return context.now?.() ?? new Date();
}
