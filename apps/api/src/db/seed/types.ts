import type {
  categories,
  collectionOffers,
  collections,
  offerCodes,
  offerLegal,
  offerSubcategories,
  offers,
  offerTags,
  partners,
  storeLocations,
  subcategories,
  tags,
} from "../schema";
import type { Channel, OfferSeed, PartnerKind } from "./data/catalogue";

export type { Channel } from "./data/catalogue";

export type WithId<T> = T & { id: number };
export type CategoryRow = WithId<typeof categories.$inferInsert>;
export type SubcategoryRow = WithId<typeof subcategories.$inferInsert>;
export type PartnerRow = WithId<typeof partners.$inferInsert>;
export type TagRow = WithId<typeof tags.$inferInsert>;
export type OfferRow = WithId<typeof offers.$inferInsert>;
export type CollectionRow = WithId<typeof collections.$inferInsert>;

/** Everything the catalogue seed inserts, built in memory first (pure, deterministic). */
export interface CataloguePlan {
  categories: CategoryRow[];
  subcategories: SubcategoryRow[];
  tags: TagRow[];
  partners: PartnerRow[];
  offers: OfferRow[];
  offerSubcategories: (typeof offerSubcategories.$inferInsert)[];
  offerTags: (typeof offerTags.$inferInsert)[];
  offerLegal: (typeof offerLegal.$inferInsert)[];
  offerCodes: (typeof offerCodes.$inferInsert)[];
  storeLocations: (typeof storeLocations.$inferInsert)[];
  collections: CollectionRow[];
  collectionOffers: (typeof collectionOffers.$inferInsert)[];
  /** Not a table: each partner's category key (data/catalogue), for the seed's own checks. */
  partnerCategories: Map<number, string>;
}

export interface PartnerPlan {
  row: PartnerRow;
  categoryKey: string;
  /** The partner's kind of business in the catalogue table; null for the fixed partners. */
  kind: PartnerKind | null;
  /** Offers any business of the category could make (the table's `common`). */
  common: readonly OfferSeed[];
  channel: Channel;
  isNew: boolean;
}
