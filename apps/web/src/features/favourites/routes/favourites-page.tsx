import { Link } from "react-router";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { queryClient } from "../../../lib/query-client";
import { useCategories } from "../../deals";
import { OfferCardSkeletons } from "../../offers";
import { useFavouriteCategories } from "../api/get-favourite-categories";
import { favouriteOffersQueryOptions, useFavouriteOffers } from "../api/get-favourite-offers";
import { savedListsQueryOptions, useSavedLists } from "../api/get-saved-lists";
import { ListName } from "../components/list-name";
import { SavedOfferGrid } from "../components/saved-offer-grid";
import "../components/favourites.css";

/** Starts the page's reads with the hooks' own options (the page is gated to members). */
export function favouritesLoader() {
  void queryClient.prefetchQuery(savedListsQueryOptions());
  void queryClient.prefetchQuery(favouriteOffersQueryOptions());
  return null;
}

/** /favourites: the member's lists, favourite offers and favourite categories (spec §2.2). */
export function FavouritesPage() {
  usePageTitle("page.favourites.title");
  return (
    <div className="page favourites-page">
      <h1 id="page-title">
        <FormattedMessage id="page.favourites.title" />
      </h1>
      <SavedLists />
      <FavouriteOffers />
      <FavouriteCategories />
    </div>
  );
}

function SavedLists() {
  const lists = useSavedLists();
  return (
    <section className="favourites-section" aria-labelledby="favourites-lists">
      <h2 id="favourites-lists">
        <FormattedMessage id="favourites.lists.title" />
      </h2>
      {lists.isPending ? (
        <p role="status">
          <FormattedMessage id="favourites.loading" />
        </p>
      ) : lists.isError ? (
        <p role="alert">
          <FormattedMessage id="favourites.error.load" />
        </p>
      ) : lists.data.data.length === 0 ? (
        <p className="favourites-empty">
          <FormattedMessage id="favourites.lists.empty" />
        </p>
      ) : (
        <ul className="saved-lists">
          {lists.data.data.map((list) => (
            <li key={list.id}>
              <Link
                className="saved-lists__link"
                to={`/favourites/list/${list.id}?source=favourites`}
              >
                <span className="saved-lists__name">
                  <ListName name={list.name} />
                </span>
                <span className="saved-lists__count">
                  <FormattedMessage
                    id="favourites.lists.count"
                    values={{ count: list.offer_count }}
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FavouriteOffers() {
  const favourites = useFavouriteOffers();
  return (
    <section className="favourites-section" aria-labelledby="favourites-offers">
      <h2 id="favourites-offers">
        <FormattedMessage id="favourites.offers.title" />
      </h2>
      {favourites.isPending ? (
        <div className="offer-grid" aria-busy="true">
          <OfferCardSkeletons count={4} />
        </div>
      ) : favourites.isError ? (
        <p role="alert">
          <FormattedMessage id="favourites.error.load" />
        </p>
      ) : favourites.data.items.length === 0 ? (
        <p className="favourites-empty">
          <FormattedMessage id="favourites.offers.empty" />{" "}
          <Link to="/deals">
            <FormattedMessage id="favourites.browseDeals" />
          </Link>
        </p>
      ) : (
        <SavedOfferGrid items={favourites.data.items} source="favourites" />
      )}
    </section>
  );
}

function FavouriteCategories() {
  const language = useLanguage();
  const favourites = useFavouriteCategories();
  const categories = useCategories();
  const ids = favourites.data?.favourite_categories ?? [];
  const shown = ids.flatMap((id) => categories.filter((category) => category.id === id));
  return (
    <section className="favourites-section" aria-labelledby="favourites-categories">
      <h2 id="favourites-categories">
        <FormattedMessage id="favourites.categories.title" />
      </h2>
      {favourites.isPending ? null : shown.length === 0 ? (
        <p className="favourites-empty">
          <FormattedMessage id="favourites.categories.empty" />
        </p>
      ) : (
        <ul className="favourite-categories">
          {shown.map((category) => (
            <li key={category.id}>
              <Link to={`/deals/category/${category.url_name}`}>
                {language === "fr" ? category.name_fr : category.name_en}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
