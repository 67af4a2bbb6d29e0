import { AD_IMAGE_SLOTS } from "@spc/shared";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useEffect, useMemo, useRef, useState } from "react";
import { Badge } from "../../../components/badge/badge";
import { Button } from "../../../components/button/button";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { pictureCount } from "../ad-values";
import { type AdminPopup, type PopupKind, useAdminAds } from "../api/ads";
import { AdForm } from "../components/ad-form";
import { AdPictureUpload } from "../components/ad-picture-upload";
import { DataTable } from "../components/data-table";
import { canWriteCatalogue, useStaff } from "../use-staff";

/** The words of one pop-up records page (the two kinds share everything else). */
export interface PopupPageWords {
  title: MessageId;
  lead: MessageId;
  new: MessageId;
  newTitle: MessageId;
  error: MessageId;
  empty: MessageId;
  caption: MessageId;
}

/**
 * A page of pop-up records (/admin/ads, /admin/email-opts; decision 0045): writers create one
 * (inactive), change it, give it its four pictures, switch it on, and preview it in the public
 * pop-up itself (`preview` opens the app's own dialog with the record).
 */
export function PopupRecordsPage({
  kind,
  words,
  preview,
}: {
  kind: PopupKind;
  words: PopupPageWords;
  preview: (record: AdminPopup) => void;
}) {
  usePageTitle(words.title);
  const intl = useIntl();
  const fr = useLanguage() === "fr";
  const writer = canWriteCatalogue(useStaff());
  const ads = useAdminAds(kind);
  const [open, setOpen] = useState<number | "new" | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const titleId = `admin-${kind}-title`;

  useEffect(() => {
    if (open !== null) panelHeading.current?.focus();
  }, [open]);

  const columns = useMemo<ColumnDef<AdminPopup>[]>(
    () => [
      {
        id: "title",
        header: () => <FormattedMessage id="admin.ads.adTitle" />,
        cell: ({ row }) => (fr ? row.original.title_fr : row.original.title_en),
      },
      {
        accessorKey: "display_page",
        header: () => <FormattedMessage id="admin.ads.field.page" />,
        cell: ({ row }) =>
          intl.formatMessage({ id: `admin.ads.page.${row.original.display_page}` }),
      },
      {
        id: "pictures",
        header: () => <FormattedMessage id="admin.ads.pictures" />,
        cell: ({ row }) => `${pictureCount(row.original)} / 4`,
      },
      {
        accessorKey: "is_active",
        header: () => <FormattedMessage id="admin.ads.state" />,
        cell: ({ row }) => (
          <Badge tone={row.original.is_active ? "success" : "neutral"}>
            <FormattedMessage id={row.original.is_active ? "admin.ads.on" : "admin.ads.off"} />
          </Badge>
        ),
      },
      {
        id: "actions",
        header: () => (
          <span className="visually-hidden">
            <FormattedMessage id="admin.ads.actions" />
          </span>
        ),
        cell: ({ row }) => {
          const title = fr ? row.original.title_fr : row.original.title_en;
          return (
            <div className="admin-actions">
              {writer && (
                <Button
                  variant="secondary"
                  size="small"
                  aria-expanded={open === row.original.id}
                  aria-controls="admin-ad-panel"
                  onClick={() =>
                    setOpen((current) => (current === row.original.id ? null : row.original.id))
                  }
                >
                  <FormattedMessage id="admin.ads.edit" values={{ title }} />
                </Button>
              )}
              <Button
                variant="secondary"
                size="small"
                disabled={pictureCount(row.original) < 4}
                onClick={() => preview(row.original)}
              >
                <FormattedMessage id="admin.ads.preview" values={{ title }} />
              </Button>
            </div>
          );
        },
      },
    ],
    [intl, fr, writer, open, preview],
  );

  const table = useReactTable({
    data: ads.data?.items ?? [],
    columns,
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (ad) => String(ad.id),
  });
  const chosen =
    typeof open === "number" ? (ads.data?.items.find((ad) => ad.id === open) ?? null) : null;

  return (
    <section className="admin-page" aria-labelledby={titleId}>
      <div className="admin-page__head">
        <h1 id={titleId}>
          <FormattedMessage id={words.title} />
        </h1>
        {writer && (
          <Button variant="primary" aria-controls="admin-ad-panel" onClick={() => setOpen("new")}>
            <FormattedMessage id={words.new} />
          </Button>
        )}
      </div>
      <p>
        <FormattedMessage id={words.lead} />
      </p>
      {ads.isPending ? (
        <p role="status">
          <FormattedMessage id="admin.loading" />
        </p>
      ) : ads.isError ? (
        <div role="alert">
          <p>
            <FormattedMessage id={words.error} />
          </p>
          <Button variant="secondary" onClick={() => void ads.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : ads.data.items.length === 0 ? (
        <p>
          <FormattedMessage id={words.empty} />
        </p>
      ) : (
        <DataTable table={table} caption={<FormattedMessage id={words.caption} />} />
      )}
      {writer && open !== null && (
        <section id="admin-ad-panel" className="admin-panel" aria-labelledby="admin-ad-panel-title">
          <h2 id="admin-ad-panel-title" ref={panelHeading} tabIndex={-1}>
            {chosen ? (
              fr ? (
                chosen.title_fr
              ) : (
                chosen.title_en
              )
            ) : (
              <FormattedMessage id={words.newTitle} />
            )}
          </h2>
          <AdForm
            key={chosen?.id ?? "new"}
            kind={kind}
            ad={chosen}
            onSaved={(saved) => setOpen(saved.id)}
          />
          {chosen && (
            <div className="admin-panel__forms">
              {AD_IMAGE_SLOTS.map((slot) => (
                <AdPictureUpload key={slot} kind={kind} ad={chosen} slot={slot} />
              ))}
            </div>
          )}
        </section>
      )}
    </section>
  );
}
