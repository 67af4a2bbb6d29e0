import type { SeedClock } from "./clock";
import { fixtureList } from "./fixture-list";
import { addOffer } from "./offer-row";
import type { CataloguePlan } from "./types";

/**
 * Hand-written offers with fixed ids that tests and demos rely on. They are inserted before the
 * generated ones, so their ids never change. See also `seedPartnerUrlNames`.
 */
export const seedOfferIds = {
  pizza: 1,
  cafe: 2,
  uniquePool: 3,
  randomPool: 4,
  generatedCode: 5,
  cardNumber: 6,
  delisted: 7,
  expired: 8,
  ltoCurrent: 9,
  ltoPast: 10,
  ltoFuture: 11,
  cibc60: 12,
  cibc30: 13,
  cibc25: 14,
  cibcSpcPlus: 15,
  spcPlus: 16,
  /** The /samsung10 campaign's link-only offer (SAMSUNG10_OFFER_ID of @spc/shared). */
  samsung10: 17,
} as const;

export const UNIQUE_POOL_SIZE = 10;
export const RANDOM_POOL_SIZE = 5;

export interface FixtureContext {
  partnerId(urlName: string): number;
  categoryId(key: string): number;
  subcategoryId(key: string, index: number): number;
  tagIds(slugs: readonly string[]): number[];
}

export function addFixtureOffers(plan: CataloguePlan, clock: SeedClock, ctx: FixtureContext) {
  for (const fixture of fixtureList(clock)) {
    const [descriptionEn, descriptionFr] = fixture.description;
    addOffer(plan, clock, {
      partnerId: ctx.partnerId(fixture.partner),
      categoryId: ctx.categoryId(fixture.category),
      titleEn: fixture.title[0],
      titleFr: fixture.title[1],
      descriptionEn,
      descriptionFr,
      online: fixture.channel !== "in_store",
      inStore: fixture.channel !== "online",
      codeType: "static",
      codeMode: "no_code",
      views: 5000,
      discountRank: 50,
      imageUrl: `/images/categories/${fixture.category}.svg`,
      startInDays: -60,
      subcategoryIds: [ctx.subcategoryId(fixture.category, fixture.sub)],
      tagIds: ctx.tagIds(fixture.tags),
      ...fixture.overrides,
    });
  }
  addPool(plan, seedOfferIds.uniquePool, "UNIQ", UNIQUE_POOL_SIZE);
  addPool(plan, seedOfferIds.randomPool, "LOON", RANDOM_POOL_SIZE);
}

function addPool(plan: CataloguePlan, offerId: number, prefix: string, size: number) {
  for (let i = 1; i <= size; i++) {
    plan.offerCodes.push({ offerId, code: `${prefix}-${String(i).padStart(4, "0")}` });
  }
}
