import { lazy, Suspense } from "react";
import { usePageTitle } from "../../../i18n/use-page-title";
import { HomeBenefits } from "../components/home-benefits";
import { HomeHero } from "../components/home-hero";

// Below the first screen: its own chunk (offer rows, brands, steps, voices), so the landing
// page's first load stays the hero's.
const HomeMore = lazy(() => import("../components/home-more"));

/** `/` (alias /mobile): the landing hero, why membership pays off, then the deals and brands. */
export function HomePage() {
  usePageTitle("page.home.title");
  return (
    <>
      <HomeHero />
      <HomeBenefits />
      <Suspense fallback={null}>
        <HomeMore />
      </Suspense>
    </>
  );
}
