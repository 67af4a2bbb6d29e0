import type { AdminOffer } from "@spc/shared";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { useAdminOffer } from "../api/get-offer";
import { CodeUploadForm } from "../components/code-upload-form";
import { OfferForm } from "../components/offer-form";
import { OfferStatusActions } from "../components/offer-status-actions";
import { OfferStatusBadge } from "../components/offer-status-badge";
import { hasUploadedPool, newOfferValues, offerToValues } from "../offer-form-values";
import { canWriteCatalogue, useStaff } from "../use-staff";

/** /admin/offers/new (a draft) and /admin/offers/:id: the offer's fields, state, codes and preview. */
export function OfferEditPage() {
  const { id } = useParams();
  const offerId = id && id !== "new" ? Number(id) : null;
  const offer = useAdminOffer(offerId !== null && Number.isInteger(offerId) ? offerId : null);
  const writer = canWriteCatalogue(useStaff());

  if (offerId === null) return <OfferScreen offer={null} writer={writer} />;
  if (!Number.isInteger(offerId) || (offer.isError && !offer.data)) {
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="admin.offer.error.load" />
        </p>
        <Button variant="secondary" onClick={() => void offer.refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    );
  }
  if (!offer.data) {
    return (
      <p role="status">
        <FormattedMessage id="admin.loading" />
      </p>
    );
  }
  return <OfferScreen key={offer.data.id} offer={offer.data} writer={writer} />;
}

function OfferScreen({ offer, writer }: { offer: AdminOffer | null; writer: boolean }) {
  const fr = useLanguage() === "fr";
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const title = offer ? (fr ? offer.title_fr : offer.title_en) : null;
  usePageTitleText(title, "admin.offer.newTitle");
  const heading = useRef<HTMLHeadingElement>(null);
  const [dirty, setDirty] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  // The form starts from the offer once (a later save resets it from the answer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first values only
  const initial = useMemo(
    () => (offer ? offerToValues(offer) : newOfferValues(new Date(), search.get("partner") ?? "")),
    [],
  );

  return (
    <section className="admin-page" aria-labelledby="admin-offer-title">
      <p>
        <Link to="/admin/offers">
          <FormattedMessage id="admin.offers.back" />
        </Link>
      </p>
      <div className="admin-page__head">
        <h1 id="admin-offer-title" ref={heading} tabIndex={-1}>
          {title ?? <FormattedMessage id="admin.offer.newTitle" />}
        </h1>
        {offer && <OfferStatusBadge status={offer.status} />}
      </div>
      {offer ? (
        <section className="admin-panel" aria-labelledby="admin-offer-state">
          <h2 id="admin-offer-state">
            <FormattedMessage id="admin.offer.stateTitle" />
          </h2>
          <p>
            <ButtonLink to={`/admin/offers/${offer.id}/preview`} variant="secondary">
              <FormattedMessage id="admin.offer.preview" />
            </ButtonLink>
          </p>
          {writer && <OfferStatusActions offer={offer} unsaved={dirty} />}
        </section>
      ) : (
        <p>
          <FormattedMessage id="admin.offer.newLead" />
        </p>
      )}
      <OfferForm
        offer={offer}
        initial={initial}
        readOnly={!writer}
        onDirtyChange={setDirty}
        onSaved={(saved) => {
          if (!offer) navigate(`/admin/offers/${saved.id}`, { replace: true });
        }}
      />
      {offer && writer && hasUploadedPool(offer.code_type) && (
        <section className="admin-panel" aria-labelledby="admin-offer-codes">
          <h2 id="admin-offer-codes">
            <FormattedMessage id="admin.offer.codesTitle" />
          </h2>
          <p>
            <FormattedMessage id="admin.offer.codesLead" />{" "}
            <Link to="/admin/codes">
              <FormattedMessage id="admin.offer.codesLink" />
            </Link>
          </p>
          <CodeUploadForm offerId={offer.id} />
        </section>
      )}
    </section>
  );
}
