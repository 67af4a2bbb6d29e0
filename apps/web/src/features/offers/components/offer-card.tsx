import { memo } from "react";
import { Card, CardLink } from "../../../components/card/card";
import { FormattedNumber } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { OfferCardData } from "../api/types";
import { offerPath } from "../offer-path";
import { OfferAction } from "./offer-action";
import { OfferBadges } from "./offer-badges";
import { OfferImage } from "./offer-image";
import { PartnerLogo } from "./partner-logo";

/**
 * One offer of a listing: picture with the partner's logo, partner, title in the current language,
 * discount, badges.
 * Memoised, as is the skeleton: a listing's page re-renders on every router or query update
 * while /deals loads (about twenty times), and its cards' props (the cached offer, the minute's
 * clock) do not change then — re-rendering 24–100 cards each time was most of that work.
 */
export const OfferCard = memo(function OfferCard({
  offer,
  source,
  now,
  eager = false,
  priority = false,
}: {
  offer: OfferCardData;
  source: string;
  now: Date;
  eager?: boolean;
  /** The first card of the first row: its picture loads before anything else (LCP). */
  priority?: boolean;
}) {
  const language = useLanguage();
  const title = language === "fr" ? offer.title_fr : offer.title_en;
  const discount = language === "fr" ? offer.discount_label_fr : offer.discount_label_en;
  return (
    <Card
      as="article"
      density="compact"
      interactive
      className="offer-card"
      media={
        <>
          <OfferImage
            src={offer.image_url}
            partnerName={offer.partner_name}
            eager={eager}
            priority={priority}
          />
          <PartnerLogo
            src={offer.partner_logo_url}
            size={44}
            className="offer-card__logo"
            eager={eager}
          />
        </>
      }
    >
      <p className="offer-card__partner">{offer.partner_name}</p>
      <h3 className="offer-card__title">
        <CardLink
          className="offer-card__link"
          to={offerPath(offer.offer_id, offer.partner_url_name, source)}
        >
          {title}
        </CardLink>
      </h3>
      {discount && <p className="offer-card__discount">{discount}</p>}
      {offer.distance_km != null && (
        <p className="offer-card__distance">
          <FormattedNumber
            value={offer.distance_km}
            style="unit"
            unit="kilometer"
            maximumFractionDigits={1}
          />
        </p>
      )}
      <OfferBadges offer={offer} now={now} />
      <OfferAction offerId={offer.offer_id} offerName={title} />
    </Card>
  );
});

/** A card-shaped grey block of the same size, shown while offers load. */
export const OfferCardSkeleton = memo(function OfferCardSkeleton() {
  return (
    <Card
      as="div"
      density="compact"
      className="offer-card offer-card--skeleton"
      aria-hidden="true"
      media={<div className="offer-image skeleton" />}
    >
      <div className="skeleton skeleton--line skeleton--short" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--medium" />
    </Card>
  );
});

/** `count` skeleton cards, for a list still loading (placeholders have no identity). */
export function OfferCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <OfferCardSkeleton key={index} />
  ));
}
