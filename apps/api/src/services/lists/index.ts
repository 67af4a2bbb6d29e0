/**
 * Saved lists and favourites (spec §3, §4, §5, §7; docs/decisions/0032). Routes import this file
 * only: the saved-list routes of the offers service, the favourites routes of the users service.
 * Every function takes the member's id from the session; the catalogue comes in through the
 * context (`ListsCatalogue`), so this domain imports no other service.
 */

export type { ListsCatalogue, ListsContext } from "./context";
export {
  favouriteCategoriesOf,
  favouriteOffersOf,
  updateFavouriteCategories,
  updateFavouriteOffers,
} from "./favourites";
export {
  createSavedList,
  deleteSavedList,
  savedListOf,
  savedListsOf,
  updateSavedList,
} from "./saved-lists";
export { sharedListOf, shareSavedList, unshareSavedList } from "./share";
