import { useParams } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { AdsPopup } from "../../ads";
import { OfferListing, toListingQuery, useCategoryOffers, useListingState } from "../../offers";
import { useCategories } from "../api/get-categories";
import "../components/deals.css";

/** /deals/category/:name — one category's offers with filters, subcategories, sort and pages. */
export function CategoryPage() {
  const { name = "" } = useParams();
  const language = useLanguage();
  const [state, update] = useListingState();
  const offers = useCategoryOffers(name, toListingQuery(state));
  // The category list is usually cached by the header's bar: name and subcategories come at once.
  const categories = useCategories();
  const category = offers.data?.category ?? categories.find((entry) => entry.url_name === name);
  const label = category ? (language === "fr" ? category.name_fr : category.name_en) : null;
  usePageTitleText(label, "page.category.title");
  const subcategories = (category?.subcategories ?? []).map((sub) => ({
    id: sub.id,
    label: language === "fr" ? sub.name_fr : sub.name_en,
  }));

  return (
    <div className="page deals-page">
      <h1 id="category-title" className="deals-page__title">
        {label ?? <FormattedMessage id="page.category.title" />}
      </h1>
      <OfferListing
        headingId="category-title"
        query={offers}
        state={state}
        onChange={update}
        subcategories={subcategories}
        source="category"
        empty={
          <>
            <p>
              <FormattedMessage id="deals.empty.category" />
            </p>
            <ButtonLink to="/deals" variant="primary">
              <FormattedMessage id="deals.empty.browseAll" />
            </ButtonLink>
          </>
        }
      />
      <AdsPopup />
    </div>
  );
}
