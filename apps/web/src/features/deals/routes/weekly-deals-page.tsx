import { Link, useParams } from "react-router";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { OfferGrid } from "../../offers";
import { useCollection } from "../api/get-collection";
import "../components/deals.css";

/** /weekly-deals/:id — one curated collection and its offers. */
export function WeeklyDealsPage() {
  usePageTitle("page.weeklyDeals.title");
  const { id = "" } = useParams();
  const language = useLanguage();
  const query = useCollection(id);
  const collection = query.data?.collection;
  const fr = language === "fr";
  return (
    <div className="page deals-page">
      <h1 className="deals-page__title">
        {collection ? (
          fr ? (
            collection.name_fr
          ) : (
            collection.name_en
          )
        ) : (
          <FormattedMessage id="page.weeklyDeals.title" />
        )}
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
            <Link to="/deals" className="button button--primary">
              <FormattedMessage id="deals.empty.browseAll" />
            </Link>
          </>
        }
      />
    </div>
  );
}
