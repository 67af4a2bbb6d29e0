import { Suspense, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/button/button";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { OfferPreviewCard } from "../../offers";
import { useOfferPreview } from "../api/get-offer-preview";

type Viewer = "member" | "visitor";

/**
 * /admin/offers/:id/preview: the offer as its public page will draw it (GET …/preview, the
 * public page's own card), in either language of the offer, as a member or as a visitor —
 * framed as a preview: nothing here is published, and the call to action only says what it
 * would do.
 */
export function OfferPreviewPage() {
  usePageTitle("admin.preview.title");
  const intl = useIntl();
  const { id = "" } = useParams();
  const offerId = Number(id);
  const preview = useOfferPreview(offerId);
  const [language, setLanguage] = useState<"en" | "fr">(intl.locale.startsWith("fr") ? "fr" : "en");
  const [viewer, setViewer] = useState<Viewer>("member");

  return (
    <section className="admin-page" aria-labelledby="admin-preview-title">
      <p>
        <Link to={`/admin/offers/${offerId}`}>
          <FormattedMessage id="admin.preview.back" />
        </Link>
      </p>
      <h1 id="admin-preview-title">
        <FormattedMessage id="admin.preview.title" />
      </h1>
      <div className="admin-filters">
        <Toggle
          legend="admin.preview.language"
          name="language"
          value={language}
          options={[
            { value: "en", label: "admin.preview.english" },
            { value: "fr", label: "admin.preview.french" },
          ]}
          onChange={(value) => setLanguage(value as "en" | "fr")}
        />
        <Toggle
          legend="admin.preview.viewer"
          name="viewer"
          value={viewer}
          options={[
            { value: "member", label: "admin.preview.member" },
            { value: "visitor", label: "admin.preview.visitor" },
          ]}
          onChange={(value) => setViewer(value as Viewer)}
        />
      </div>
      <div className="admin-preview" data-viewer={viewer}>
        <p className="admin-preview__banner" role="note">
          <FormattedMessage id="admin.preview.banner" />
        </p>
        {preview.isPending ? (
          <p role="status">
            <FormattedMessage id="admin.loading" />
          </p>
        ) : preview.isError ? (
          <div role="alert">
            <p>
              <FormattedMessage id="admin.preview.error" />
            </p>
            <Button variant="secondary" onClick={() => void preview.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          </div>
        ) : (
          <div className="page offer-page" lang={language}>
            <Suspense
              fallback={
                <p role="status">
                  <FormattedMessage id="admin.loading" />
                </p>
              }
            >
              <OfferPreviewCard
                detail={preview.data}
                fr={language === "fr"}
                now={new Date()}
                viewer={
                  viewer === "member"
                    ? preview.data.offer.is_spc_plus
                      ? "plus"
                      : "member"
                    : "visitor"
                }
                renderCta={(label, decision) => (
                  <PreviewCta label={label} visitor={decision === "login-prompt"} />
                )}
              />
            </Suspense>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The page's call to action as each viewer meets it: a member sees the button that reveals the
 * code (or opens the link); a visitor sees the same button, which asks them to sign in or join
 * first. Pressing it here only says so: a preview reveals nothing.
 */
function PreviewCta({ label, visitor }: { label: MessageId; visitor: boolean }) {
  const [told, setTold] = useState(false);
  return (
    <div className="admin-preview__cta">
      <Button type="button" variant="primary" size="large" onClick={() => setTold(true)}>
        <FormattedMessage id={label} />
      </Button>
      <p className="admin-hint" aria-live="polite">
        <FormattedMessage id={visitor ? "admin.preview.visitorCta" : "admin.preview.memberCta"} />
        {told && (
          <>
            {" "}
            <FormattedMessage id="admin.preview.nothingRevealed" />
          </>
        )}
      </p>
    </div>
  );
}

function Toggle({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: "admin.preview.language" | "admin.preview.viewer";
  name: string;
  value: string;
  options: {
    value: string;
    label:
      | "admin.preview.english"
      | "admin.preview.french"
      | "admin.preview.member"
      | "admin.preview.visitor";
  }[];
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="admin-toggle">
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {options.map((option) => (
        <label key={option.value} className="admin-radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />{" "}
          <FormattedMessage id={option.label} />
        </label>
      ))}
    </fieldset>
  );
}
