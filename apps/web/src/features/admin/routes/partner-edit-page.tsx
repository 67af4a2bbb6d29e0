import type { AdminPartner } from "@spc/shared";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle, usePageTitleText } from "../../../i18n/use-page-title";
import { usePartner } from "../api/get-partner";
import { LocationsPanel } from "../components/locations-panel";
import { LogoUpload } from "../components/logo-upload";
import { PartnerForm } from "../components/partner-form";
import { canWriteCatalogue, useStaff } from "../use-staff";

/** /admin/partners/new and /admin/partners/:id: the partner, its logo and its stores. */
export function PartnerEditPage() {
  const { id } = useParams();
  const partnerId = id && id !== "new" ? Number(id) : null;
  const writer = canWriteCatalogue(useStaff());
  const navigate = useNavigate();
  const partner = usePartner(partnerId);

  if (partnerId !== null && !Number.isInteger(partnerId)) return <PartnerMissing />;
  if (partnerId === null) {
    return (
      <PartnerScreen
        partner={null}
        writer={writer}
        onCreated={(created) => navigate(`/admin/partners/${created.id}`, { replace: true })}
      />
    );
  }
  if (partner.isPending) {
    return (
      <p role="status">
        <FormattedMessage id="admin.loading" />
      </p>
    );
  }
  if (partner.isError) {
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="admin.partner.error.load" />
        </p>
        <Button variant="secondary" onClick={() => void partner.refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    );
  }
  return (
    <PartnerScreen
      key={partner.data.id}
      partner={partner.data}
      writer={writer}
      onCreated={() => {}}
    />
  );
}

function PartnerMissing() {
  usePageTitle("admin.partner.error.notFound");
  return (
    <p role="alert">
      <FormattedMessage id="admin.partner.error.notFound" />
    </p>
  );
}

function PartnerScreen({
  partner,
  writer,
  onCreated,
}: {
  partner: AdminPartner | null;
  writer: boolean;
  onCreated: (partner: AdminPartner) => void;
}) {
  usePageTitleText(partner?.partner_name ?? null, "admin.partner.newTitle");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="admin-page" aria-labelledby="admin-partner-title">
      <p>
        <Link to="/admin/partners">
          <FormattedMessage id="admin.partners.back" />
        </Link>
      </p>
      <h1 id="admin-partner-title" ref={heading} tabIndex={-1}>
        {partner ? partner.partner_name : <FormattedMessage id="admin.partner.newTitle" />}
      </h1>
      {partner && (
        <p>
          <Link to={`/admin/offers/new?partner=${partner.id}`}>
            <FormattedMessage id="admin.partner.newOffer" />
          </Link>{" "}
          ·{" "}
          <Link to={`/admin/offers?partner_id=${partner.id}`}>
            <FormattedMessage id="admin.partner.itsOffers" />
          </Link>
        </p>
      )}
      <PartnerForm partner={partner} readOnly={!writer} onCreated={onCreated} />
      {partner && writer && <LogoUpload partner={partner} />}
      {partner && <LocationsPanel partnerId={partner.id} writer={writer} />}
    </section>
  );
}
