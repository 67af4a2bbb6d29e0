import { isLimitedTime } from "@spc/shared";
import { Badge, type BadgeTone } from "../../../components/badge/badge";
import { useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";

export interface BadgeFlags {
  online?: boolean;
  in_store?: boolean;
  is_spc_plus: boolean;
  is_limited_time: boolean;
  lto_start_date: string | null;
  lto_end_date: string | null;
  is_new_offer?: boolean;
}

type BadgeKind = "online" | "inStore" | "spcPlus" | "limitedTime" | "new";

/** The badges an offer earns now; limited time only inside its window (spec §4). */
export function offerBadges(offer: BadgeFlags, now: Date): BadgeKind[] {
  const badges: BadgeKind[] = [];
  if (offer.is_spc_plus) badges.push("spcPlus");
  if (isLimitedTime(offer, now)) badges.push("limitedTime");
  if (offer.is_new_offer) badges.push("new");
  if (offer.online) badges.push("online");
  if (offer.in_store) badges.push("inStore");
  return badges;
}

const BADGES: Record<BadgeKind, { label: MessageId; tone: BadgeTone }> = {
  online: { label: "offer.badge.online", tone: "neutral" },
  inStore: { label: "offer.badge.inStore", tone: "neutral" },
  spcPlus: { label: "offer.badge.spcPlus", tone: "plus" },
  limitedTime: { label: "offer.badge.limitedTime", tone: "warning" },
  new: { label: "offer.badge.new", tone: "accent" },
};

export function OfferBadges({ offer, now }: { offer: BadgeFlags; now: Date }) {
  const intl = useIntl();
  const badges = offerBadges(offer, now);
  if (badges.length === 0) return null;
  return (
    <ul className="offer-badges" aria-label={intl.formatMessage({ id: "offer.badge.listLabel" })}>
      {badges.map((badge) => (
        <Badge key={badge} as="li" tone={BADGES[badge].tone}>
          {intl.formatMessage({ id: BADGES[badge].label })}
        </Badge>
      ))}
    </ul>
  );
}
