import type { SeedClock } from "./clock";
import { legalText } from "./text";
import type { CataloguePlan, OfferRow } from "./types";

/** An offer as the seed describes it: rows are completed with defaults by `addOffer`. */
export type OfferDraft = Omit<OfferRow, "id" | "startDate" | "createdAt" | "updatedAt"> & {
  /** Days from today the offer started (negative = in the past). */
  startInDays: number;
  subcategoryIds: number[];
  tagIds: number[];
};

/** Appends an offer with the next id, its subcategory/tag links and its legal text. */
export function addOffer(plan: CataloguePlan, clock: SeedClock, draft: OfferDraft): OfferRow {
  const { startInDays, subcategoryIds, tagIds, ...fields } = draft;
  const id = plan.offers.length + 1;
  const startDate = clock.daysFromToday(startInDays);
  const row: OfferRow = { ...fields, id, startDate, createdAt: startDate, updatedAt: startDate };
  plan.offers.push(row);
  for (const subcategoryId of subcategoryIds)
    plan.offerSubcategories.push({ offerId: id, subcategoryId });
  for (const tagId of tagIds) plan.offerTags.push({ offerId: id, tagId });
  const [legalEn, legalFr] = legalText(row.endDate ?? row.ltoEndDate);
  plan.offerLegal.push({ offerId: id, legalEn, legalFr });
  return row;
}
