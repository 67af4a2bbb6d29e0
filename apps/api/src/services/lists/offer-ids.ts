import type { SavedOfferStatus } from "@spc/shared";
import { categoriesUnavailable, offersUnavailable } from "./errors";

/*
 * The rule for offer and category ids (decision 0032). A NEW save must name an offer that is
 * listed right now (status active: it exists, is active, has started, has not ended, and its
 * partner is active); anything else — an id that never existed, a delisted, expired or
 * not-yet-started offer — refuses the whole write with 422 `offers_unavailable` listing the ids,
 * so nothing is half-applied and the member is told. An offer already saved stays whatever
 * becomes of it (a full-list write may keep it) and is answered with its status. Categories: a
 * new favourite category must exist (422 `categories_unavailable`).
 */

/** Refuses the write when an added offer id is not listed now. */
export function refuseUnsaveableOffers(
  added: readonly number[],
  statuses: ReadonlyMap<number, SavedOfferStatus>,
): void {
  const refused = added.filter((id) => statuses.get(id) !== "active");
  if (refused.length > 0) throw offersUnavailable(refused);
}

/** Refuses the write when an added category id does not exist. */
export function refuseUnknownCategories(
  added: readonly number[],
  known: ReadonlySet<number>,
): void {
  const refused = added.filter((id) => !known.has(id));
  if (refused.length > 0) throw categoriesUnavailable(refused);
}
