import type { AdminCollection } from "@spc/shared";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import {
  useCollections,
  useCreateCollection,
  useSetCollectionOffers,
  useSetCollectionOrder,
} from "../api/collections";
import { useOffers } from "../api/get-offers";
import { DataTable } from "../components/data-table";
import { UnsavedChangesDialog } from "../components/unsaved-changes-dialog";
import { moveItem } from "../move-item";
import { canWriteCatalogue, useStaff } from "../use-staff";
import { useUnsavedChanges } from "../use-unsaved-changes";
import "../../../components/form/form-field.css";

/**
 * /admin/collections: the collections in the home page's order (moved up and down: PUT
 * /collections/order), and one collection's offers at a time, in order, chosen by search.
 */
export function CollectionsPage() {
  usePageTitle("admin.collections.title");
  const intl = useIntl();
  const fr = useLanguage() === "fr";
  const writer = canWriteCatalogue(useStaff());
  const collections = useCollections();
  const order = useSetCollectionOrder();
  const [orderError, setOrderError] = useState<MessageId | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const items = useMemo(() => collections.data?.items ?? [], [collections.data]);

  const saveOrder = order.mutateAsync;
  const move = useCallback(
    async (index: number, by: -1 | 1) => {
      setOrderError(null);
      try {
        await saveOrder(moveItem(items, index, by).map((c) => c.id));
      } catch (error) {
        setOrderError(
          errorMessageId(error, "admin.collections.error.order", { forbidden: "admin.error.role" }),
        );
      }
    },
    [items, saveOrder],
  );

  const columns = useMemo<ColumnDef<AdminCollection>[]>(
    () => [
      {
        id: "position",
        header: () => <FormattedMessage id="admin.collections.position" />,
        cell: ({ row }) => intl.formatNumber(row.index + 1),
      },
      {
        id: "name",
        header: () => <FormattedMessage id="admin.collections.name" />,
        cell: ({ row }) => (fr ? row.original.name_fr : row.original.name_en),
      },
      {
        id: "offers",
        header: () => <FormattedMessage id="admin.collections.offers" />,
        cell: ({ row }) => intl.formatNumber(row.original.offer_ids.length),
      },
      ...(writer
        ? [
            {
              id: "actions",
              header: () => (
                <span className="visually-hidden">
                  <FormattedMessage id="admin.collections.actions" />
                </span>
              ),
              cell: ({ row }) => {
                const name = fr ? row.original.name_fr : row.original.name_en;
                return (
                  <div className="admin-actions">
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={row.index === 0 || order.isPending}
                      onClick={() => void move(row.index, -1)}
                    >
                      <FormattedMessage id="admin.collections.up" values={{ name }} />
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={row.index === items.length - 1 || order.isPending}
                      onClick={() => void move(row.index, 1)}
                    >
                      <FormattedMessage id="admin.collections.down" values={{ name }} />
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-expanded={editing === row.original.id}
                      aria-controls="admin-collection-panel"
                      onClick={() =>
                        setEditing((current) =>
                          current === row.original.id ? null : row.original.id,
                        )
                      }
                    >
                      <FormattedMessage id="admin.collections.edit" values={{ name }} />
                    </Button>
                  </div>
                );
              },
            } satisfies ColumnDef<AdminCollection>,
          ]
        : []),
    ],
    [intl, fr, writer, editing, items, order.isPending, move],
  );

  const table = useReactTable({
    data: items,
    columns,
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (collection) => String(collection.id),
  });
  const chosen = items.find((c) => c.id === editing) ?? null;

  return (
    <section className="admin-page" aria-labelledby="admin-collections-title">
      <h1 id="admin-collections-title">
        <FormattedMessage id="admin.collections.title" />
      </h1>
      <p>
        <FormattedMessage id="admin.collections.lead" />
      </p>
      {collections.isPending ? (
        <p role="status">
          <FormattedMessage id="admin.loading" />
        </p>
      ) : collections.isError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="admin.collections.error" />
          </p>
          <Button variant="secondary" onClick={() => void collections.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p>
          <FormattedMessage id="admin.collections.empty" />
        </p>
      ) : (
        <DataTable
          table={table}
          caption={<FormattedMessage id="admin.collections.caption" />}
          busy={order.isPending}
        />
      )}
      <div aria-live="polite">
        <FormError message={orderError} />
      </div>
      {writer && chosen && <CollectionOffersPanel key={chosen.id} collection={chosen} fr={fr} />}
      {writer && <NewCollectionForm />}
    </section>
  );
}

function CollectionOffersPanel({ collection, fr }: { collection: AdminCollection; fr: boolean }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const [ids, setIds] = useState<number[]>(collection.offer_ids);
  const [query, setQuery] = useState("");
  const [error, setError] = useState<MessageId | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSetCollectionOffers(collection.id);
  const found = useOffers({ q: query.trim() || undefined, page: 1, page_size: 25, sort: "title" });
  const dirty = ids.join(",") !== collection.offer_ids.join(",");
  const blocker = useUnsavedChanges(dirty);
  const name = fr ? collection.name_fr : collection.name_en;
  useEffect(() => heading.current?.focus(), []);

  async function onSave() {
    setError(null);
    setSaved(false);
    try {
      await save.mutateAsync(ids);
      setSaved(true);
    } catch (caught) {
      setError(
        errorMessageId(caught, "admin.collections.error.offers", {
          forbidden: "admin.error.role",
          validation_error: "admin.collections.error.offerIds",
        }),
      );
    }
  }

  return (
    <section
      id="admin-collection-panel"
      className="admin-panel"
      aria-labelledby="admin-collection-panel-title"
    >
      <h2 id="admin-collection-panel-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="admin.collections.panelTitle" values={{ name }} />
      </h2>
      {ids.length === 0 ? (
        <p>
          <FormattedMessage id="admin.collections.noOffers" />
        </p>
      ) : (
        <ol className="admin-ordered">
          {ids.map((id, index) => (
            <li key={id}>
              <span>#{id}</span>{" "}
              <Button
                variant="secondary"
                size="small"
                disabled={index === 0}
                onClick={() => setIds(moveItem(ids, index, -1))}
              >
                <FormattedMessage id="admin.collections.offerUp" values={{ id }} />
              </Button>
              <Button
                variant="secondary"
                size="small"
                disabled={index === ids.length - 1}
                onClick={() => setIds(moveItem(ids, index, 1))}
              >
                <FormattedMessage id="admin.collections.offerDown" values={{ id }} />
              </Button>
              <Button
                variant="secondary"
                size="small"
                onClick={() => setIds(ids.filter((other) => other !== id))}
              >
                <FormattedMessage id="admin.collections.offerRemove" values={{ id }} />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="form-field">
        <label className="form-field__label" htmlFor="admin-collection-search">
          <FormattedMessage id="admin.collections.search" />
        </label>
        <input
          id="admin-collection-search"
          type="search"
          className="form-field__input"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <ul
        className="admin-ordered"
        aria-label={intl.formatMessage({ id: "admin.collections.found" })}
      >
        {(found.data?.items ?? [])
          .filter((offer) => !ids.includes(offer.id))
          .map((offer) => (
            <li key={offer.id}>
              #{offer.id} {fr ? offer.title_fr : offer.title_en}{" "}
              <span className="admin-hint">({offer.partner_name})</span>{" "}
              <Button variant="secondary" size="small" onClick={() => setIds([...ids, offer.id])}>
                <FormattedMessage id="admin.collections.offerAdd" values={{ id: offer.id }} />
              </Button>
            </li>
          ))}
      </ul>
      <Button
        variant="primary"
        busy={save.isPending}
        disabled={!dirty}
        onClick={() => void onSave()}
      >
        <FormattedMessage id="admin.collections.save" />
      </Button>
      <div aria-live="polite">
        <FormError message={error} />
        {saved && !dirty && (
          <FormAlert tone="success">
            <FormattedMessage id="admin.form.saved" />
          </FormAlert>
        )}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}

function NewCollectionForm() {
  const create = useCreateCollection();
  const [error, setError] = useState<MessageId | null>(null);
  const [made, setMade] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const nameEn = String(data.get("name_en") ?? "").trim();
    const nameFr = String(data.get("name_fr") ?? "").trim();
    setMade(false);
    if (!nameEn || !nameFr) {
      setError("admin.collections.error.names");
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ name_en: nameEn, name_fr: nameFr });
      form.reset();
      setMade(true);
    } catch (caught) {
      setError(
        errorMessageId(caught, "admin.collections.error.create", { forbidden: "admin.error.role" }),
      );
    }
  }

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <h2>
        <FormattedMessage id="admin.collections.newTitle" />
      </h2>
      <div className="form-field">
        <label className="form-field__label" htmlFor="admin-collection-en">
          <FormattedMessage id="admin.collections.nameEn" />
        </label>
        <input
          id="admin-collection-en"
          name="name_en"
          lang="en"
          className="form-field__input"
          maxLength={80}
          required
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="admin-collection-fr">
          <FormattedMessage id="admin.collections.nameFr" />
        </label>
        <input
          id="admin-collection-fr"
          name="name_fr"
          lang="fr"
          className="form-field__input"
          maxLength={80}
          required
        />
      </div>
      <Button type="submit" variant="primary" busy={create.isPending}>
        <FormattedMessage id="admin.collections.create" />
      </Button>
      <div aria-live="polite">
        <FormError message={error} />
        {made && (
          <FormAlert tone="success">
            <FormattedMessage id="admin.collections.made" />
          </FormAlert>
        )}
      </div>
    </form>
  );
}
