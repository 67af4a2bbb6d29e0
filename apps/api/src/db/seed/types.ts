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
}

/** How a partner sells: decides the offers' online / in_store flags and store locations. */
export type Channel = "online" | "in_store" | "both";

export interface PartnerPlan {
  row: PartnerRow;
  categoryKey: string;
  channel: Channel;
  isNew: boolean;
}
