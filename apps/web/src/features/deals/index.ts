export { useCategories } from "./api/get-categories";
export { CategoryBar } from "./components/category-bar";
export { CategoryGrid } from "./components/category-grid";
