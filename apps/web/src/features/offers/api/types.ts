import type {
  CategoryOffersResponse,
  CollectionResponse,
  CollectionsWithOffersResponse,
  OfferCard,
  OfferCardsResponse,
  OfferCodeResponse,
  OfferDetailResponse,
  OffersPageResponse,
  OfferUrlResponse,
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

/** GET /v2/offers/{id}/code and GET /v2/offers/{id}/url (signed in; each call is recorded). */
export type OfferCode = OfferCodeResponse;
export type OfferUrl = OfferUrlResponse;
