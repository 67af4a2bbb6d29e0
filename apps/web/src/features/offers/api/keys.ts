import type { Language } from "../../../i18n/language";
import { type ListingQuery, listingKey } from "./listing-query";

const all = ["offers"] as const;

/** Query keys of the offers feature: every query and cache call on offers builds its key here. */
export const offersKeys = {
  all: () => all,
  summary: (query: ListingQuery) => [...all, "summary", listingKey(query)] as const,
  plus: (query: ListingQuery) => [...all, "plus", listingKey(query)] as const,
  category: (category: string, query: ListingQuery) =>
    [...all, "category", category, listingKey(query)] as const,
  offer: (id: string) => [...all, "offer", id] as const,
  partnerOffers: (name: string) => [...all, "partnerOffers", name] as const,
  offerPartnerOffers: (id: string) => [...all, "offerPartnerOffers", id] as const,
  relatedOffers: (id: string) => [...all, "relatedOffers", id] as const,
  code: (id: string, language: Language) => [...all, "code", id, language] as const,
  url: (id: string) => [...all, "url", id] as const,
};
