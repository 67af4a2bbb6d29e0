export { useCategoryOffers } from "./api/get-category-offers";
export { offersSummaryQueryOptions, useOffersSummary } from "./api/get-offers-summary";
export { plusOffersQueryOptions, usePlusOffers } from "./api/get-plus-offers";
export type { ListingQuery } from "./api/listing-query";
export { FIRST_PAGE, listingKey, listingSearchParams } from "./api/listing-query";
export type {
  CollectionPage,
  CollectionsWithOffers,
  OfferCardData,
  OfferDetailData,
  OffersList,
  OffersPage,
  PartnerOffers,
  ThemeOrder,
} from "./api/types";
export { FilteredEmpty } from "./components/filtered-empty";
export type { OfferActionProps } from "./components/offer-action";
export { setOfferAction } from "./components/offer-action";
export { OfferCard, OfferCardSkeletons } from "./components/offer-card";
export { OfferGrid } from "./components/offer-grid";
export { OfferListing } from "./components/offer-listing";
export { OfferRow } from "./components/offer-row";
export { toListingQuery } from "./listing/listing-params";
export { useListingState } from "./listing/use-listing-state";
export { OfferPreviewCard } from "./offer-preview";
export type { OfferPreviewCardProps } from "./routes/offer-page";
export { searchPath, showsHeaderSearch, tagSearchPath } from "./search-paths";
export { useNow } from "./use-now";
export { useWanted } from "./use-wanted";
