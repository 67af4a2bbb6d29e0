import { type SQL, sql } from "drizzle-orm";

/**
 * An offer's redemptions, the `most_redeemed` popularity (catalogue listings and search): how
 * many members revealed its code or link, from the recorded reveals (code_reveals). Members, not
 * reveals — a student opening the same code again counts once — and cleared reveals still count
 * (clearing only hides the code from the member). One lookup per offer through
 * code_reveals_offer_id_idx. Reveals are not a catalogue table, so a new one reaches cached
 * listings within the catalogue cache's maximum age (docs/decisions/0006-catalogue-cache.md).
 */
export function redemptionsOf(offerId: SQL): SQL {
  return sql`(SELECT count(DISTINCT r.user_id) FROM code_reveals r WHERE r.offer_id = ${offerId})`;
}
