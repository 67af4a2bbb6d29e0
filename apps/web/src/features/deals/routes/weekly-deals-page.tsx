import { useParams } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { OfferGrid } from "../../offers";
import { useCollection } from "../api/get-collection";
import "../components/deals.css";

/** /weekly-deals/:id — one curated collection and its offers. */
export function WeeklyDealsPage() {
  const { id = "" } = useParams();
  const language = useLanguage();
  const query = useCollection(id);
  const collection = query.data?.collection;
  const fr = language === "fr";
  const name = collection ? (fr ? collection.name_fr : collection.name_en) : null;
  usePageTitleText(name, "page.weeklyDeals.title");
  return (
    <div className="page deals-page">
      <h1 className="deals-page__title">
        {name ?? <FormattedMessage id="page.weeklyDeals.title" />}
      </h1>
      {collection && (
        <p className="deals-page__lead">
          {fr ? collection.description_fr : collection.description_en}
        </p>
      )}
      <OfferGrid
        offers={query.data?.data}
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => query.refetch()}
        source="collection"
        empty={
          <>
            <p>
              <FormattedMessage id="deals.empty.collection" />
            </p>
            <ButtonLink to="/deals" variant="primary">
              <FormattedMessage id="deals.empty.browseAll" />
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
