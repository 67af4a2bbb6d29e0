import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { openModal } from "../../../components/modal/modal-store";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { queryClient } from "../../../lib/query-client";
import { OfferCardSkeletons } from "../../offers";
import { savedListQueryOptions, useSavedList } from "../api/get-saved-list";
import { useUpdateSavedList } from "../api/update-saved-list";
import { SavedOfferGrid } from "../components/saved-offer-grid";
import { ShareList } from "../components/share-list";
import "../components/favourites.css";

function listId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Starts the list's read with the hook's own options. */
export function savedListLoader({ params }: { params: { id?: string } }) {
  const id = listId(params.id);
  if (id !== null) void queryClient.prefetchQuery(savedListQueryOptions(id));
  return null;
}

/** /favourites/list/:id: one list's offers, rename, delete, remove an offer (spec §2.2). */
export function SavedListPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const source = search.get("source") ?? "saved_list";
  const id = listId(params.id);
  const list = useSavedList(id ?? 0, id !== null);
  const update = useUpdateSavedList();
  // The list's own name titles the tab and heads the page, whole (the §5 cut is for the lists).
  const name = list.data?.name ?? null;
  usePageTitleText(name, "page.savedList.title");

  if (id === null || list.isError) {
    return (
      <div className="page">
        <h1 id="page-title">
          <FormattedMessage id="page.savedList.title" />
        </h1>
        <p role="alert">
          <FormattedMessage id="favourites.list.notFound" />
        </p>
        <Link to="/favourites">
          <FormattedMessage id="favourites.list.back" />
        </Link>
      </div>
    );
  }
  if (list.isPending) {
    return (
      <div className="page" aria-busy="true">
        <p className="visually-hidden" role="status">
          <FormattedMessage id="favourites.loading" />
        </p>
        <div className="offer-grid">
          <OfferCardSkeletons count={4} />
        </div>
      </div>
    );
  }
  const data = list.data;
  return (
    <div className="page saved-list-page">
      <p>
        <Link
          to={`/favourites${source === "favourites" ? "" : `?source=${encodeURIComponent(source)}`}`}
        >
          <FormattedMessage id="favourites.list.back" />
        </Link>
      </p>
      <h1 id="page-title" className="saved-list-page__title">
        {name ?? <FormattedMessage id="page.savedList.title" />}
      </h1>
      <p>
        <FormattedMessage id="favourites.lists.count" values={{ count: data.offer_count }} />
      </p>
      <ListActions
        id={id}
        name={data.name}
        offerCount={data.offer_count}
        shared={data.share_token !== null}
      />
      <ShareList id={id} token={data.share_token} />
      {update.isError && (
        <p role="alert">
          <FormattedMessage id={errorMessageId(update.error, "favourites.heart.error")} />
        </p>
      )}
      {data.items.length === 0 ? (
        <p className="favourites-empty">
          <FormattedMessage id="favourites.list.empty" />{" "}
          <Link to="/deals">
            <FormattedMessage id="favourites.browseDeals" />
          </Link>
        </p>
      ) : (
        <SavedOfferGrid
          items={data.items}
          source={source}
          action={(item) => (
            <RemoveButton
              name={item.offer.title_en}
              nameFr={item.offer.title_fr}
              busy={
                update.isPending && update.variables?.change.remove_offer_ids?.[0] === item.offer_id
              }
              onRemove={() => update.mutate({ id, change: { remove_offer_ids: [item.offer_id] } })}
            />
          )}
        />
      )}
    </div>
  );
}

function RemoveButton(props: {
  name: string;
  nameFr: string;
  busy: boolean;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const name = useLanguage() === "fr" ? props.nameFr : props.name;
  return (
    <Button
      type="button"
      variant="secondary"
      size="small"
      busy={props.busy}
      onClick={props.onRemove}
      aria-label={intl.formatMessage({ id: "favourites.list.removeOffer" }, { name })}
    >
      <FormattedMessage id="favourites.list.remove" />
    </Button>
  );
}

/**
 * Rename and delete of one list: each opens its own dialog (spec §2.8 edit and delete list
 * modals); the dialogs give the focus back to the button that opened them.
 */
function ListActions({
  id,
  name,
  offerCount,
  shared,
}: {
  id: number;
  name: string;
  offerCount: number;
  shared: boolean;
}) {
  return (
    <div className="saved-list-actions">
      <Button
        type="button"
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => openModal("favourites-rename-list", { id, name })}
      >
        <FormattedMessage id="favourites.list.rename" />
      </Button>
      <Button
        type="button"
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => openModal("favourites-delete-list", { id, name, offerCount, shared })}
      >
        <FormattedMessage id="favourites.list.delete" />
      </Button>
    </div>
  );
}
