import { OfferFetchError } from "./api/get-offer";
import type { OfferDetailData, PartnerOffers } from "./api/types";
import { offerPath } from "./offer-path";
import { searchPath, tagSearchPath } from "./search-paths";

/** The bank partner's url_name: its pages live at /cibc (spec §2.2). */
export const BANK_PARTNER = "cibc";

export function isBankPartner(name: string): boolean {
  return name.trim().toLowerCase() === BANK_PARTNER;
}

/**
 * /deals/:partnerUrlName (spec §2.2): the bank partner → /cibc; exactly one active offer → that
 * offer; otherwise (several, none, or the lookup failed) → a search for the partner's name.
 */
export function partnerDealsTarget(urlName: string, found: PartnerOffers | null): string {
  if (isBankPartner(urlName)) return "/cibc";
  if (found && found.data.length === 1) {
    return offerPath(found.data[0]!.offer_id, found.partner.url_name, "partner");
  }
  const name = found?.partner.partner_name ?? urlName.replace(/[-_]+/g, " ").trim();
  return searchPath(name);
}

/**
 * /partner/:name (spec §2.2): the bank partner → /cibc, anyone else → a search by tags. Partners
 * are not tags in this catalogue, so a tag search for a partner's url name finds nothing: a name
 * that is a partner's goes where /deals/:partnerUrlName goes (its only offer, or a search for its
 * name, which lists its deals); only a name no partner has is searched as a tag.
 */
export function partnerTagsTarget(name: string, found: PartnerOffers | null): string {
  if (isBankPartner(name)) return "/cibc";
  if (found) return partnerDealsTarget(name, found);
  return tagSearchPath([name]);
}

/**
 * /deals/offer/:id and /offer/:id (spec §2.2): to /deals/{url_name}/offer/{id} keeping `source`;
 * on error to the partner's page when the error names it, else /deals.
 */
export function offerForwardTarget(
  id: string,
  outcome: { data: OfferDetailData } | { error: unknown },
  source: string | null,
): string {
  if ("data" in outcome) return offerPath(id, outcome.data.partner.url_name, source);
  const partner = outcome.error instanceof OfferFetchError ? outcome.error.partnerUrlName : null;
  return partner ? `/deals/${encodeURIComponent(partner)}` : "/deals";
}
