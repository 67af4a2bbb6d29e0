export { favouritesKeys } from "./api/keys";
export { FavouriteButton } from "./components/favourite-button";
