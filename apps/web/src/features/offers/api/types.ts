import type {
  CategoryOffersResponse,
  CollectionResponse,
  CollectionsWithOffersResponse,
  OfferCard,
  OfferCardsResponse,
  OfferDetailResponse,
  OffersPageResponse,
  PartnerOffersResponse,
  Pagination as SharedPagination,
  ThemeOrderResponse,
} from "@spc/shared";

/*
 * Response shapes of the /api/offers endpoints, from the @spc/shared contract (type-only imports:
 * no zod reaches the browser). Every fetcher imports its types from here.
 */
export type OfferCardData = OfferCard;
export type Pagination = SharedPagination;
export type OffersPage = OffersPageResponse;
export type OffersList = OfferCardsResponse;
export type CategoryOffersPage = CategoryOffersResponse;
export type PartnerOffers = PartnerOffersResponse;
export type OfferDetailData = OfferDetailResponse;
export type CollectionWithOffers = CollectionsWithOffersResponse["data"][number];
export type CollectionsWithOffers = CollectionsWithOffersResponse;
export type CollectionPage = CollectionResponse;
export type ThemeOrder = ThemeOrderResponse;

/*
 * Code and link reveal (GET /v2/offers/{id}/code and /url) arrive with the accounts work; these
 * two shapes are provisional until they join the shared contract.
 */

/** GET /v2/offers/{id}/code */
export interface OfferCode {
  code: string | null;
  url?: string | null;
}

/** GET /v2/offers/{id}/url */
export interface OfferUrl {
  url: string;
}
