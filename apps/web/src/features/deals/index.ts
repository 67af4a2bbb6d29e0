export { useCategories } from "./api/get-categories";
export type { CategoryActionProps } from "./components/category-action";
export { setCategoryAction } from "./components/category-action";
export { CategoryBar } from "./components/category-bar";
export { CategoryGrid } from "./components/category-grid";
