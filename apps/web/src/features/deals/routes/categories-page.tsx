import { BREAKPOINTS } from "@spc/shared";
import { useEffect } from "react";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { CategoryGrid } from "../components/category-grid";
import "../components/deals.css";

function isPhoneWidth(): boolean {
  return window.matchMedia(`(max-width: ${BREAKPOINTS.tabletMax}px)`).matches;
}

/**
 * /categories: a page of coloured category tiles; on a phone it also opens the search dialog on
 * that grid (spec §2.2), so closing the dialog leaves the same grid rather than a blank page.
 */
export function CategoriesPage() {
  usePageTitle("page.categories.title");
  useEffect(() => {
    if (isPhoneWidth()) openModal("search", { view: "categories" });
  }, []);
  return (
    <div className="page deals-page">
      <h1 id="categories-title" className="deals-page__title">
        <FormattedMessage id="page.categories.title" />
      </h1>
      <p className="deals-page__lead">
        <FormattedMessage id="deals.categories.lead" />
      </p>
      <CategoryGrid labelledBy="categories-title" withActions />
    </div>
  );
}
