// Seasonal and partner campaign pages (decision 0036): /cibc/offers and /bts-market-landing.
// Their route modules load from app/page-table.ts.
export { btsMarketQueryOptions } from "./api/get-bts-market";
