import { usePageTitle } from "../../../i18n/use-page-title";
import { HomeBenefits } from "../components/home-benefits";
import { HomeHero } from "../components/home-hero";

/** `/` (alias /mobile): the landing hero and why membership pays off. */
export function HomePage() {
  usePageTitle("page.home.title");
  return (
    <>
      <HomeHero />
      <HomeBenefits />
    </>
  );
}
