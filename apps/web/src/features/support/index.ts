// The help pages: /faq-help and /contact (decision 0036). Route modules load from app/page-table.ts.
export { searchFaq } from "./faq-search";
