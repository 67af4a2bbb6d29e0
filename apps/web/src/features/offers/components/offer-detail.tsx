import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "../../../components/card/card";
import type { OfferDetailData } from "../api/types";
import { OfferBadges } from "./offer-badges";
import { OfferImage } from "./offer-image";
import { OfferLegal } from "./offer-legal";
import { OfferWindow } from "./offer-window";
import { PartnerLogo } from "./partner-logo";
import "./offer-page.css";

/**
 * The offer page's card: picture, partner, title, discount, badges, window, the call to action
 * (`cta`), description and legal text, in the offer's `language`. The public page and the back
 * office's preview draw the same card.
 */
export function OfferDetail({
  detail,
  fr,
  now,
  cta,
}: {
  detail: OfferDetailData;
  fr: boolean;
  now: Date;
  cta: ReactNode;
}) {
  const { offer, partner } = detail;
  const description = fr ? offer.description_fr : offer.description_en;
  const legal = (fr ? offer.legal_fr : offer.legal_en) ?? offer.legal;
  const discount = fr ? offer.discount_label_fr : offer.discount_label_en;
  return (
    <Card as="article" className="offer-detail" aria-labelledby="page-title">
      <div className="offer-detail__media">
        <OfferImage src={offer.image_url} partnerName={partner.partner_name} priority />
      </div>
      <div className="offer-detail__main">
        <p className="offer-detail__partner">
          <PartnerLogo src={partner.logo_url} size={48} className="offer-detail__logo" eager />
          <Link to={`/deals/${encodeURIComponent(partner.url_name)}`}>{partner.partner_name}</Link>
        </p>
        <h1 id="page-title" className="offer-detail__title">
          {fr ? offer.title_fr : offer.title_en}
        </h1>
        {discount && <p className="offer-detail__discount">{discount}</p>}
        <OfferBadges offer={offer} now={now} />
        <OfferWindow offer={offer} />
        <div className="offer-detail__cta">{cta}</div>
        {description && <p className="offer-detail__description">{description}</p>}
        {legal && <OfferLegal text={legal} />}
      </div>
    </Card>
  );
}
