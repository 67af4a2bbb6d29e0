// The brands page (spec §2.1; decision 0036). Its route module loads from app/page-table.ts.
export { useBrands } from "./api/get-brands";
export { groupByLetter, INDEX_LETTERS } from "./letter-index";
