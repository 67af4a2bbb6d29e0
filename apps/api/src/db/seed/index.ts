import { sql } from "drizzle-orm";
import type { Database, Db } from "../client";
import * as schema from "../schema";
import { buildCatalogue } from "./catalogue";
import { seedCheckoutCodes } from "./checkout-codes";
import { type SeedClock, seedClock } from "./clock";
import { adRows } from "./content/ads";
import { carouselRows } from "./content/carousel";
import { emailOptRows } from "./content/email-opts";
import { featureFlagRows } from "./content/flags";
import { menuRows } from "./content/menu";
import { insertSiteContent } from "./content/site-content";
import { termsRows } from "./content/terms";
import { contestRows } from "./contests";
import { seedDemoAccounts } from "./demo-accounts";
import { seedInStoreCards } from "./in-store-cards";
import { insertAll, syncSequences } from "./insert";
import { seedSchools } from "./schools";

export { CIBC_PARTNER_ID, UNIQUE_POOL_PARTNER_ID } from "./catalogue-base";
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "./demo-accounts";
export { RANDOM_POOL_SIZE, seedOfferIds, UNIQUE_POOL_SIZE } from "./fixtures";
export { DEMO_IN_STORE_CARDS, seedInStoreCards } from "./in-store-cards";
export { seedSchools } from "./schools";
export { buildCatalogue, seedClock };

/** url_names tests and demos can rely on. */
export const seedPartnerUrlNames = {
  cibc: "cibc",
  uniquePool: "demo-unique-pool",
  pizza: "maple-slice-pizza",
  cafe: "cafe-boreal",
} as const;

// Arbitrary constant: two API copies starting on an empty server must not both seed.
const SEED_LOCK_KEY = 7_410_002;

/**
 * Fills an empty database with the deterministic demo catalogue and site content, in one
 * transaction. A database that already has partners is left untouched (`seeded: false`).
 */
export async function seedDatabase(
  database: Database,
  clock: SeedClock = seedClock(),
): Promise<{ seeded: boolean }> {
  return database.db.transaction(async (tx) => {
    const db: Db = tx;
    await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Demo accounts are added even to a catalogue seeded before accounts existed.
    await seedDemoAccounts(db);
    await seedInStoreCards(db);
    await seedCheckoutCodes(db, clock);
    await seedSchools(db);
    const existing = await db.select({ id: schema.partners.id }).from(schema.partners).limit(1);
    if (existing.length > 0) return { seeded: false };
    await insertCatalogue(db, clock);
    await insertContent(db, clock);
    return { seeded: true };
  });
}

async function insertCatalogue(db: Db, clock: SeedClock) {
  const plan = buildCatalogue(clock);
  await insertAll(db, schema.categories, plan.categories);
  await insertAll(db, schema.subcategories, plan.subcategories);
  await insertAll(db, schema.tags, plan.tags);
  await insertAll(db, schema.partners, plan.partners);
  await insertAll(db, schema.offers, plan.offers);
  await insertAll(db, schema.offerSubcategories, plan.offerSubcategories);
  await insertAll(db, schema.offerTags, plan.offerTags);
  await insertAll(db, schema.offerLegal, plan.offerLegal);
  await insertAll(db, schema.offerCodes, plan.offerCodes);
  await insertAll(db, schema.storeLocations, plan.storeLocations);
  await insertAll(db, schema.collections, plan.collections);
  await insertAll(db, schema.collectionOffers, plan.collectionOffers);
  await syncSequences(db, [
    "categories",
    "subcategories",
    "tags",
    "partners",
    "offers",
    "collections",
  ]);
}

async function insertContent(db: Db, clock: SeedClock) {
  await insertAll(db, schema.menuLinks, menuRows());
  await insertAll(db, schema.terms, termsRows());
  await insertAll(db, schema.featureFlags, featureFlagRows());
  await insertAll(db, schema.carouselItems, carouselRows(clock));
  await insertAll(db, schema.ads, adRows());
  await insertAll(db, schema.emailOpts, emailOptRows());
  await insertSiteContent(db, clock);
  await insertAll(db, schema.contests, contestRows(clock));
}
