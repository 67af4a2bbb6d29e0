import type { AdminOffer } from "@spc/shared";
import { Badge, type BadgeTone } from "../../../components/badge/badge";
import { FormattedMessage } from "../../../i18n/intl-lite";

const TONES: Record<AdminOffer["status"], BadgeTone> = {
  draft: "info",
  active: "success",
  delisted: "warning",
  expired: "neutral",
};

/** An offer's state in words (draft, published, delisted, expired). */
export function OfferStatusBadge({ status }: { status: AdminOffer["status"] }) {
  return (
    <Badge tone={TONES[status]}>
      <FormattedMessage id={`admin.offer.status.${status}`} />
    </Badge>
  );
}
