import { lazy } from "react";

/**
 * The offer page's card for the back office's preview, loaded with the offer page's own chunk
 * (the same dynamic import as the route): the back office shares the page's code without
 * splitting the member's offer page into more files or growing any member first load.
 */
export const OfferPreviewCard = lazy(() =>
  import("./routes/offer-page").then((m) => ({ default: m.OfferPreviewCard })),
);
