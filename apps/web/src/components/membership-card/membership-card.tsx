import { CARD_STATUS_ACTIVE, type Card, isCardExpired } from "@spc/shared";
import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "../../i18n/intl-lite";
import type { MessageId } from "../../i18n/messages";
import { Badge, type BadgeTone } from "../badge/badge";
import { Barcode } from "./barcode";
import { formatCardNumber } from "./card-number";
import "./membership-card.css";

/** The expiry day (YYYY-MM-DD, a calendar day) as a local date, without a time-zone shift. */
function expiryDate(value: string): Date {
  const [year, month, day] = value.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

type CardStatus = "active" | "expired" | "inactive";
const STATUS_TONES: Record<CardStatus, BadgeTone> = {
  active: "success",
  expired: "danger",
  inactive: "neutral",
};

/** What the till needs to know at a glance: expired (by the server or the date), not active, or good. */
export function cardStatus(card: Card, now: Date): CardStatus {
  if (isCardExpired(card, now)) return "expired";
  return card.status === CARD_STATUS_ACTIVE ? "active" : "inactive";
}

/**
 * The member's card: brand, number 4-4-4-4 with dashes as printed, expiry and the scannable barcode. `children` go on the
 * barcode's white panel (the card screen's QR: passed in, so pages without it don't load it).
 */
export function MembershipCard({ card, children }: { card: Card; children?: ReactNode }) {
  const intl = useIntl();
  const number = formatCardNumber(card.card_number);
  const status = cardStatus(card, new Date());
  return (
    <article className={`member-card member-card--${card.cobrand}`} data-testid="membership-card">
      <header className="member-card__header">
        <span className="member-card__brand">
          <FormattedMessage id={`membership.card.cobrand.${card.cobrand}` as MessageId} />
        </span>
        <Badge tone={STATUS_TONES[status]} data-testid="membership-card-status">
          <FormattedMessage id={`membership.card.status.${status}`} />
        </Badge>
      </header>
      <p className="member-card__number" data-testid="membership-card-number">
        <span className="visually-hidden">
          <FormattedMessage id="membership.card.number" />{" "}
        </span>
        {number}
      </p>
      <p className="member-card__expiry">
        <FormattedMessage id="membership.card.expires" />{" "}
        {card.expiry_date ? (
          <FormattedDate value={expiryDate(card.expiry_date)} dateStyle="long" />
        ) : (
          "—"
        )}
      </p>
      <div className="member-card__barcode">
        <Barcode
          value={card.card_number}
          label={intl.formatMessage({ id: "membership.card.barcodeLabel" }, { number })}
        />
        <p className="member-card__digits" aria-hidden="true">
          {card.card_number}
        </p>
        {children}
      </div>
    </article>
  );
}
