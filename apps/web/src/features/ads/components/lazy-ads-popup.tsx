import { lazy, Suspense } from "react";
import { useAfterLoad } from "../../../lib/use-after-load";

// The pop-up waits seconds before it may show: its code stays out of the page's first load.
const AdsPopupImpl = lazy(() => import("./ads-popup").then((m) => ({ default: m.AdsPopup })));

/**
 * The ads pop-up of the display pages (spec §2.9), loaded after the page itself: once the
 * document has loaded, so its code and records do not compete with the page's first pictures.
 */
export function AdsPopup() {
  const loaded = useAfterLoad();
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AdsPopupImpl />
    </Suspense>
  );
}
