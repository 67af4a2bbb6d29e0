import { relations } from "drizzle-orm";
import {
  categories,
  collections,
  partners,
  storeLocations,
  subcategories,
  tags,
} from "./catalogue";
import {
  collectionOffers,
  offerCodes,
  offerLegal,
  offerSubcategories,
  offers,
  offerTags,
} from "./offers";

// Relations power `db.query.<table>.findMany({ with: … })`; they add no SQL to migrations.

export const partnersRelations = relations(partners, ({ many }) => ({
  offers: many(offers),
  storeLocations: many(storeLocations),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  subcategories: many(subcategories),
  offers: many(offers),
}));

export const subcategoriesRelations = relations(subcategories, ({ one }) => ({
  category: one(categories, { fields: [subcategories.categoryId], references: [categories.id] }),
}));

export const storeLocationsRelations = relations(storeLocations, ({ one }) => ({
  partner: one(partners, { fields: [storeLocations.partnerId], references: [partners.id] }),
}));

export const offersRelations = relations(offers, ({ one, many }) => ({
  partner: one(partners, { fields: [offers.partnerId], references: [partners.id] }),
  category: one(categories, { fields: [offers.categoryId], references: [categories.id] }),
  legal: one(offerLegal, { fields: [offers.id], references: [offerLegal.offerId] }),
  subcategories: many(offerSubcategories),
  tags: many(offerTags),
  codes: many(offerCodes),
}));

export const offerSubcategoriesRelations = relations(offerSubcategories, ({ one }) => ({
  offer: one(offers, { fields: [offerSubcategories.offerId], references: [offers.id] }),
  subcategory: one(subcategories, {
    fields: [offerSubcategories.subcategoryId],
    references: [subcategories.id],
  }),
}));

export const offerTagsRelations = relations(offerTags, ({ one }) => ({
  offer: one(offers, { fields: [offerTags.offerId], references: [offers.id] }),
  tag: one(tags, { fields: [offerTags.tagId], references: [tags.id] }),
}));

export const tagsRelations = relations(tags, ({ many }) => ({ offers: many(offerTags) }));

export const collectionsRelations = relations(collections, ({ many }) => ({
  offers: many(collectionOffers),
}));

export const collectionOffersRelations = relations(collectionOffers, ({ one }) => ({
  collection: one(collections, {
    fields: [collectionOffers.collectionId],
    references: [collections.id],
  }),
  offer: one(offers, { fields: [collectionOffers.offerId], references: [offers.id] }),
}));

export const offerLegalRelations = relations(offerLegal, ({ one }) => ({
  offer: one(offers, { fields: [offerLegal.offerId], references: [offers.id] }),
}));

export const offerCodesRelations = relations(offerCodes, ({ one }) => ({
  offer: one(offers, { fields: [offerCodes.offerId], references: [offers.id] }),
}));
