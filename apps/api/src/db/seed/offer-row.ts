import type { SeedClock } from "./clock";
import type { Pair } from "./data/catalogue";
import { howToUse, legalText, typeset } from "./text";
import type { CataloguePlan, OfferRow } from "./types";

/** An offer as the seed describes it: rows are completed with defaults by `addOffer`. */
export type OfferDraft = Omit<OfferRow, "id" | "startDate" | "createdAt" | "updatedAt"> & {
  /** Days from today the offer started (negative = in the past). */
  startInDays: number;
  subcategoryIds: number[];
  tagIds: number[];
  /** Conditions of this offer for its legal text. */
  terms?: Pair | undefined;
};

/**
 * Appends an offer with the next id, its subcategory/tag links and its legal text. Every text is
 * set by the typography rule of its language, and the description ends with how to use the offer
 * (from its channel and code mode), so text and redemption cannot disagree.
 */
export function addOffer(plan: CataloguePlan, clock: SeedClock, draft: OfferDraft): OfferRow {
  const { startInDays, subcategoryIds, tagIds, terms, ...fields } = draft;
  const id = plan.offers.length + 1;
  const startDate = clock.daysFromToday(startInDays);
  const [howEn, howFr] = howToUse(fields);
  const row: OfferRow = {
    ...fields,
    titleEn: typeset(fields.titleEn, "en"),
    titleFr: typeset(fields.titleFr, "fr"),
    descriptionEn: typeset(`${fields.descriptionEn} ${howEn}`, "en"),
    descriptionFr: typeset(`${fields.descriptionFr} ${howFr}`, "fr"),
    discountLabelEn: fields.discountLabelEn ? typeset(fields.discountLabelEn, "en") : null,
    discountLabelFr: fields.discountLabelFr ? typeset(fields.discountLabelFr, "fr") : null,
    id,
    startDate,
    createdAt: startDate,
    updatedAt: startDate,
  };
  plan.offers.push(row);
  for (const subcategoryId of subcategoryIds)
    plan.offerSubcategories.push({ offerId: id, subcategoryId });
  for (const tagId of tagIds) plan.offerTags.push({ offerId: id, tagId });
  const [legalEn, legalFr] = legalText({ ...row, endDate: row.endDate ?? row.ltoEndDate }, terms);
  plan.offerLegal.push({ offerId: id, legalEn, legalFr });
  return row;
}
