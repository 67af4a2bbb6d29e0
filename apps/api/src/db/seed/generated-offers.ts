import type { SeedClock } from "./clock";
import { type OfferTemplate, offerTemplates } from "./data/offer-templates";
import type { FixtureContext } from "./fixtures";
import { addOffer } from "./offer-row";
import { chance, intBetween, pick, type Rng, sample } from "./random";
import { describe, fillTemplate, formatAmount } from "./text";
import type { CataloguePlan, OfferRow, PartnerPlan } from "./types";

const PERCENTS = [10, 10, 15, 15, 15, 20, 20, 25, 30, 40, 50] as const;
const DOLLARS = [5, 5, 10, 10, 15, 20, 25, 50] as const;

/** 2–5 offers per catalogue partner from its category's templates (≈ 500 in all). */
export function addGeneratedOffers(
  plan: CataloguePlan,
  clock: SeedClock,
  rng: Rng,
  ctx: FixtureContext,
  partners: readonly PartnerPlan[],
) {
  for (const partner of partners) {
    if (partner.row.id <= 2) continue; // the bank and the code-pool demo only have fixtures
    const templates = offerTemplates[partner.categoryKey as keyof typeof offerTemplates] ?? [];
    const count = Math.min(templates.length, intBetween(rng, 2, 5));
    for (const template of sample(rng, templates, count)) {
      addOffer(plan, clock, draftFrom(template, partner, rng, clock, ctx));
    }
  }
}

function draftFrom(
  template: OfferTemplate,
  partner: PartnerPlan,
  rng: Rng,
  clock: SeedClock,
  ctx: FixtureContext,
) {
  const value =
    template.amount === "pct"
      ? pick(rng, PERCENTS)
      : template.amount === "dollar"
        ? pick(rng, DOLLARS)
        : 0;
  const name = partner.row.partnerName;
  const en = formatAmount(template.amount, value, "en");
  const fr = formatAmount(template.amount, value, "fr");
  const [descriptionEn, descriptionFr] = describe(
    partner.channel,
    fillTemplate(template.descEn, en, name),
    fillTemplate(template.descFr, fr, name),
  );
  const online = partner.channel !== "in_store";
  const code = codeFor(partner, value, rng);
  const isNewOffer = chance(rng, 0.1);
  const status = pickStatus(rng);
  const ltoRoll = rng();
  const isLimitedTime = status === "active" && ltoRoll < 0.06;
  // Limited-time windows: 60% running now, 20% over, 20% upcoming (relative to seed day).
  const ltoStart = ltoRoll < 0.036 ? -intBetween(rng, 1, 10) : ltoRoll < 0.048 ? -45 : 4;
  const startInDays = isNewOffer ? -intBetween(rng, 0, 13) : -intBetween(rng, 20, 400);
  return {
    partnerId: partner.row.id,
    categoryId: ctx.categoryId(partner.categoryKey),
    titleEn: fillTemplate(template.en, en, name),
    titleFr: fillTemplate(template.fr, fr, name),
    descriptionEn,
    descriptionFr,
    status,
    online,
    inStore: partner.channel !== "online",
    isSpcPlus: chance(rng, 0.075),
    isLimitedTime,
    ltoStartDate: isLimitedTime ? clock.daysFromToday(ltoStart) : null,
    ltoEndDate: isLimitedTime ? clock.daysFromToday(ltoStart + intBetween(rng, 7, 21)) : null,
    isNewOffer,
    isNewPartner: partner.isNew,
    views: Math.floor(rng() ** 3 * 20_000),
    discountRank: rankOf(template.amount, value),
    discountValue: value || null,
    discountLabelEn: en || null,
    discountLabelFr: fr || null,
    endDate: endDateFor(status, rng, clock),
    imageUrl: `/images/categories/${partner.categoryKey}.svg`,
    ...code,
    offerUrl: online ? `${partner.row.websiteUrl}/?ref=spc` : null,
    startInDays: Math.min(startInDays, isLimitedTime ? ltoStart : 0),
    subcategoryIds: [ctx.subcategoryId(partner.categoryKey, template.sub)],
    tagIds: ctx.tagIds(template.tags),
  };
}

function codeFor(
  partner: PartnerPlan,
  value: number,
  rng: Rng,
): Pick<OfferRow, "codeType" | "codeMode" | "staticCode"> {
  if (partner.channel === "in_store") {
    return {
      codeType: "static",
      codeMode: chance(rng, 0.7) ? "no_code" : "card_number",
      staticCode: null,
    };
  }
  if (chance(rng, 0.2)) return { codeType: "generated", codeMode: "random", staticCode: null };
  const stem = partner.row.urlName
    .replace(/[^a-z]/g, "")
    .slice(0, 6)
    .toUpperCase();
  return { codeType: "static", codeMode: "static", staticCode: `${stem}${value || "SPC"}` };
}

function pickStatus(rng: Rng): OfferRow["status"] {
  const roll = rng();
  return roll < 0.02 ? "delisted" : roll < 0.04 ? "expired" : "active";
}

function endDateFor(status: OfferRow["status"], rng: Rng, clock: SeedClock): Date | null {
  if (status === "expired") return clock.daysFromToday(-intBetween(rng, 1, 60));
  return chance(rng, 0.3) ? clock.daysFromToday(intBetween(rng, 60, 365)) : null;
}

/** 0–100: percent as is, dollars weighted up a little, "free item" offers in the middle. */
function rankOf(kind: OfferTemplate["amount"], value: number): number {
  if (kind === "pct") return value;
  if (kind === "dollar") return Math.min(100, Math.round(value * 1.5));
  return 35;
}
