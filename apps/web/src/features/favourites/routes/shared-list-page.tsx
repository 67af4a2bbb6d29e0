import { Link, useParams } from "react-router";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { OfferCardSkeletons } from "../../offers";
import { useSharedList } from "../api/get-shared-list";
import { SavedOfferGrid } from "../components/saved-offer-grid";
import "../components/favourites.css";

/**
 * /shared-list/:token: a list its owner shares by link, read-only, for anyone, in the viewer's
 * language (issue 15). Nothing on it names the owner.
 */
export function SharedListPage() {
  const { token = "" } = useParams();
  const language = useLanguage();
  const list = useSharedList(token, language);
  const name = list.data?.name ?? null;
  usePageTitleText(name, "page.sharedList.title");

  return (
    <div className="page shared-list-page">
      <h1 id="page-title" className="saved-list-page__title">
        {name ?? <FormattedMessage id="page.sharedList.title" />}
      </h1>
      {list.isPending ? (
        <div className="offer-grid" aria-busy="true">
          <OfferCardSkeletons count={4} />
        </div>
      ) : list.isError ? (
        <p role="alert">
          <FormattedMessage id="favourites.shared.notFound" />{" "}
          <Link to="/deals">
            <FormattedMessage id="favourites.browseDeals" />
          </Link>
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="favourites.shared.lead" />{" "}
            <FormattedMessage
              id="favourites.lists.count"
              values={{ count: list.data.offer_count }}
            />
          </p>
          {list.data.items.length === 0 ? (
            <p className="favourites-empty">
              <FormattedMessage id="favourites.shared.empty" />
            </p>
          ) : (
            <SavedOfferGrid items={list.data.items} source="shared_list" />
          )}
        </>
      )}
    </div>
  );
}
