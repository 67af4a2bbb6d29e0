import type { SeedClock } from "./clock";
import type { OfferSeed } from "./data/catalogue";
import type { FixtureContext } from "./fixtures";
import { addOffer } from "./offer-row";
import { chance, intBetween, pick, type Rng, sample } from "./random";
import { fill, formatAmount } from "./text";
import type { CataloguePlan, Channel, OfferRow, PartnerPlan } from "./types";

/** Offers per partner, fixed demo offers included: 2–4, mostly 2 or 3 (≈ 500 offers in all). */
const OFFERS_PER_PARTNER = [2, 2, 2, 3, 3, 4] as const;

/**
 * Each catalogue partner's offers, drawn from its own kind of business (and its category's
 * common offers) in the catalogue table: a café only ever gets café offers.
 */
export function addGeneratedOffers(
  plan: CataloguePlan,
  clock: SeedClock,
  rng: Rng,
  ctx: FixtureContext,
  partners: readonly PartnerPlan[],
) {
  for (const partner of partners) {
    if (!partner.kind) continue; // the bank and the code-pool demo only have fixed offers
    const fixed = plan.offers.filter((offer) => offer.partnerId === partner.row.id);
    const shapes = new Set(fixed.map((offer) => shapeOf(offer.titleEn)));
    const headline = Math.min(Number.POSITIVE_INFINITY, ...fixed.map((offer) => offer.views ?? 0));
    const fits = (seed: OfferSeed) => channelFor(partner.channel, seed) !== null;
    const own = partner.kind.offers.filter(fits);
    const common = partner.common.filter(fits);
    // Its own kind's offers first, in a seeded order; now and then one the whole category makes.
    const ordered = sample(rng, own, own.length);
    if (common.length > 0 && chance(rng, 0.35))
      ordered.splice(intBetween(rng, 0, 1), 0, pick(rng, common));
    ordered.push(...sample(rng, common, common.length));
    const wanted = Math.max(1, pick(rng, OFFERS_PER_PARTNER) - fixed.length);
    const titles = new Set<string>();
    let added = 0;
    for (const seed of ordered) {
      if (added === wanted) break;
      const draft = draftFrom(seed, partner, rng, clock, ctx);
      // A fixed offer is its partner's headline deal: the partner's others are seen less.
      draft.views = Math.min(draft.views, headline - 1);
      // Not twice the same offer: a fixed one already says it, or the same seed came up twice.
      if (shapes.has(shapeOf(draft.titleEn)) || titles.has(seed.title[0])) continue;
      titles.add(seed.title[0]);
      addOffer(plan, clock, draft);
      added++;
    }
  }
}

/** A title without its amounts: "20% off all pizzas" and "15% off all pizzas" are one offer. */
function shapeOf(title: string): string {
  return title.replace(/\$?\d+(?:[\s\u00a0]?[%$])?/g, "#").toLowerCase();
}

/** The channel an offer of `seed` has at a partner selling through `channel`, or null. */
function channelFor(channel: Channel, seed: OfferSeed): Channel | null {
  if (!seed.only || channel === seed.only) return channel;
  return channel === "both" ? seed.only : null;
}

function draftFrom(
  seed: OfferSeed,
  partner: PartnerPlan,
  rng: Rng,
  clock: SeedClock,
  ctx: FixtureContext,
) {
  const { amount } = seed;
  const value = amount.kind === "none" ? 0 : pick(rng, amount.values);
  const name = partner.row.partnerName;
  const en = formatAmount(amount.kind, value, "en");
  const fr = formatAmount(amount.kind, value, "fr");
  const channel = channelFor(partner.channel, seed) ?? partner.channel;
  const online = channel !== "in_store";
  const inStore = channel !== "online";
  const code = codeFor(partner, online, inStore, value, rng);
  const isNewOffer = chance(rng, 0.1);
  const status = pickStatus(rng);
  const ltoRoll = rng();
  const isLimitedTime = status === "active" && ltoRoll < 0.06;
  // Limited-time windows: 60% running now, 20% over, 20% upcoming (relative to seed day).
  const ltoStart = ltoRoll < 0.036 ? -intBetween(rng, 1, 10) : ltoRoll < 0.048 ? -45 : 4;
  const startInDays = isNewOffer ? -intBetween(rng, 0, 13) : -intBetween(rng, 20, 400);
  const categoryKey = partner.categoryKey;
  return {
    partnerId: partner.row.id,
    categoryId: ctx.categoryId(categoryKey),
    titleEn: fill(seed.title[0], en, name, "en"),
    titleFr: fill(seed.title[1], fr, name, "fr"),
    descriptionEn: fill(seed.description[0], en, name, "en"),
    descriptionFr: fill(seed.description[1], fr, name, "fr"),
    terms: seed.terms,
    status,
    online,
    inStore,
    isSpcPlus: chance(rng, 0.075),
    isLimitedTime,
    ltoStartDate: isLimitedTime ? clock.daysFromToday(ltoStart) : null,
    ltoEndDate: isLimitedTime ? clock.daysFromToday(ltoStart + intBetween(rng, 7, 21)) : null,
    isNewOffer,
    isNewPartner: partner.isNew,
    views: Math.floor(rng() ** 3 * 20_000),
    discountRank: rankOf(amount.kind, value),
    discountValue: value || null,
    discountLabelEn: en || null,
    discountLabelFr: fr || null,
    endDate: endDateFor(status, rng, clock),
    imageUrl: `/images/categories/${categoryKey}.svg`,
    ...code,
    offerUrl: online ? `${partner.row.websiteUrl}/students` : null,
    startInDays: Math.min(startInDays, isLimitedTime ? ltoStart : 0),
    subcategoryIds: [ctx.subcategoryId(categoryKey, seed.sub ?? partner.kind!.sub)],
    tagIds: ctx.tagIds(seed.tags),
  };
}

/**
 * In store only: the card is shown (70%) or its number given. Online: mostly a static code, a
 * fifth generated per member, and some link-only offers whose link applies the discount.
 */
function codeFor(
  partner: PartnerPlan,
  online: boolean,
  inStore: boolean,
  value: number,
  rng: Rng,
): Pick<OfferRow, "codeType" | "codeMode" | "staticCode"> {
  if (!online) {
    return {
      codeType: "static",
      codeMode: chance(rng, 0.7) ? "no_code" : "card_number",
      staticCode: null,
    };
  }
  const roll = rng();
  if (roll < 0.2) return { codeType: "generated", codeMode: "random", staticCode: null };
  if (roll < 0.28 && !inStore) return { codeType: "static", codeMode: "no_code", staticCode: null };
  return { codeType: "static", codeMode: "static", staticCode: staticCodeOf(partner, value) };
}

/** A code a shop would print: the name's first real word and the amount ("COAST25", "PAGESPC"). */
function staticCodeOf(partner: PartnerPlan, value: number): string {
  const words = partner.row.urlName.split("-").filter((word) => /^[a-z]+$/.test(word));
  const word = words.find((w) => w.length >= 4) ?? words.join("");
  return `${word.slice(0, 8).toUpperCase()}${value || "SPC"}`;
}

function pickStatus(rng: Rng): OfferRow["status"] {
  const roll = rng();
  return roll < 0.02 ? "delisted" : roll < 0.04 ? "expired" : "active";
}

function endDateFor(status: OfferRow["status"], rng: Rng, clock: SeedClock): Date | null {
  if (status === "expired") return clock.daysFromToday(-intBetween(rng, 1, 60));
  return chance(rng, 0.3) ? clock.daysFromToday(intBetween(rng, 60, 365)) : null;
}

/**
 * 0–100 for "highest discount": a percentage as is; dollars on a gentle curve ($5 ≈ 15,
 * $20 ≈ 35, $100 ≈ 65, capped at 80) so a $200 mattress deal does not outrank 50% off;
 * free items and fixed prices in the middle.
 */
function rankOf(kind: OfferSeed["amount"]["kind"], value: number): number {
  if (kind === "pct") return value;
  if (kind === "dollar") return Math.min(80, Math.round(15 * Math.log2(1 + value / 5)));
  return 35;
}
