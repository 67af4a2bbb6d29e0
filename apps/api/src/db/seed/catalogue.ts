import { buildCategories, buildPartners, buildTags } from "./catalogue-base";
import type { SeedClock } from "./clock";
import { addCollections } from "./collection-links";
import { addFixtureOffers, type FixtureContext } from "./fixtures";
import { addGeneratedOffers } from "./generated-offers";
import { addStoreLocations } from "./locations";
import { mulberry32 } from "./random";
import type { CataloguePlan } from "./types";

const SEED = 20_240_901;

/** The whole demo catalogue as rows, computed in memory: same seed + same day = same rows. */
export function buildCatalogue(clock: SeedClock): CataloguePlan {
  const rng = mulberry32(SEED);
  const categories = buildCategories();
  const tags = buildTags();
  const partners = buildPartners(rng, clock);
  const plan: CataloguePlan = {
    categories: categories.rows,
    subcategories: categories.subcategories,
    tags: tags.rows,
    partners: partners.map((p) => p.row),
    offers: [],
    offerSubcategories: [],
    offerTags: [],
    offerLegal: [],
    offerCodes: [],
    storeLocations: [],
    collections: [],
    collectionOffers: [],
    partnerCategories: new Map(partners.map((p) => [p.row.id, p.categoryKey])),
  };
  const partnerIdByUrl = new Map(plan.partners.map((p) => [p.urlName, p.id]));
  const ctx: FixtureContext = {
    partnerId: (urlName) => required(partnerIdByUrl.get(urlName), `partner ${urlName}`),
    categoryId: (key) => required(categories.idByKey.get(key), `category ${key}`),
    subcategoryId: (key, index) =>
      required(categories.subIdsByKey.get(key)?.[index], `subcategory ${key}#${index}`),
    tagIds: (slugs) => slugs.map((slug) => required(tags.idBySlug.get(slug), `tag ${slug}`)),
  };
  addFixtureOffers(plan, clock, ctx);
  addGeneratedOffers(plan, clock, rng, ctx, partners);
  addStoreLocations(plan, rng);
  addCollections(plan, categories.idByKey);
  return plan;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: unknown ${what}`);
  return value;
}
