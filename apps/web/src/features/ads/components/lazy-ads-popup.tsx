import { lazy, Suspense } from "react";

// The pop-up waits seconds before it may show: its code stays out of the page's first load.
const AdsPopupImpl = lazy(() => import("./ads-popup").then((m) => ({ default: m.AdsPopup })));

/** The ads pop-up of the display pages (spec §2.9), loaded after the page itself. */
export function AdsPopup() {
  return (
    <Suspense fallback={null}>
      <AdsPopupImpl />
    </Suspense>
  );
}
