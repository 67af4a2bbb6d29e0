export { useCategories } from "./api/get-categories";
export { useTrendingOffers } from "./api/get-trending-offers";
export type { CategoryActionProps } from "./components/category-action";
export { setCategoryAction } from "./components/category-action";
export { CategoryBar } from "./components/category-bar";
export { CategoryGrid } from "./components/category-grid";
