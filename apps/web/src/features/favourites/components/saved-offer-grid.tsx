import type { SavedOffer, SavedOfferStatus } from "@spc/shared";
import type { ReactNode } from "react";
import { Badge } from "../../../components/badge/badge";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { OfferCard, useNow } from "../../offers";

/** What a card needs of a saved (or shared) offer. */
type ShownOffer = Pick<SavedOffer, "offer_id" | "status" | "offer">;

const STATUS_MESSAGE: Record<Exclude<SavedOfferStatus, "active">, MessageId> = {
  delisted: "favourites.status.delisted",
  expired: "favourites.status.expired",
  unavailable: "favourites.status.unavailable",
};

/**
 * Saved offers as cards, in saved order. An offer that is no longer listed keeps its card with
 * a badge saying so (it never vanishes); `action` adds a control under each card (remove).
 */
export function SavedOfferGrid({
  items,
  source,
  action,
}: {
  items: readonly ShownOffer[];
  source: string;
  action?: (item: ShownOffer) => ReactNode;
}) {
  const now = useNow();
  return (
    <ul className="offer-grid saved-offer-grid">
      {items.map((item) => (
        <li key={item.offer_id} className="saved-offer">
          {item.status !== "active" && (
            <Badge tone={item.status === "unavailable" ? "info" : "danger"}>
              <FormattedMessage id={STATUS_MESSAGE[item.status]} />
            </Badge>
          )}
          <OfferCard offer={item.offer} source={source} now={now} />
          {action?.(item)}
        </li>
      ))}
    </ul>
  );
}
