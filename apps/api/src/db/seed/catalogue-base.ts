import type { SeedClock } from "./clock";
import { categorySeeds } from "./data/categories";
import { partnerNames } from "./data/partner-names";
import { tagSeeds } from "./data/tags";
import { chance, intBetween, type Rng } from "./random";
import { slugify } from "./slug";
import type { CategoryRow, Channel, PartnerPlan, SubcategoryRow, TagRow } from "./types";

export interface CategoryIndex {
  rows: CategoryRow[];
  subcategories: SubcategoryRow[];
  idByKey: Map<string, number>;
  /** Subcategory ids of a category, in the order of its seed. */
  subIdsByKey: Map<string, number[]>;
}

export function buildCategories(): CategoryIndex {
  const rows: CategoryRow[] = [];
  const subcategories: SubcategoryRow[] = [];
  const idByKey = new Map<string, number>();
  const subIdsByKey = new Map<string, number[]>();
  categorySeeds.forEach((seed, index) => {
    const id = index + 1;
    rows.push({
      id,
      nameEn: seed.nameEn,
      nameFr: seed.nameFr,
      urlName: seed.key,
      colour: seed.colour,
      sortOrder: index + 1,
    });
    idByKey.set(seed.key, id);
    const subIds = seed.subcategories.map(([nameEn, nameFr]) => {
      const subId = subcategories.length + 1;
      subcategories.push({ id: subId, categoryId: id, nameEn, nameFr });
      return subId;
    });
    subIdsByKey.set(seed.key, subIds);
  });
  return { rows, subcategories, idByKey, subIdsByKey };
}

export function buildTags(): { rows: TagRow[]; idBySlug: Map<string, number> } {
  const rows = tagSeeds.map(([slug, nameEn, nameFr], index) => ({
    id: index + 1,
    slug,
    nameEn,
    nameFr,
  }));
  return { rows, idBySlug: new Map(rows.map((row) => [row.slug, row.id])) };
}

/** The bank partner and the demo code-pool partner come first, so their ids are 1 and 2. */
export const CIBC_PARTNER_ID = 1;
export const UNIQUE_POOL_PARTNER_ID = 2;

export function buildPartners(rng: Rng, clock: SeedClock): PartnerPlan[] {
  const plans: PartnerPlan[] = [
    fixedPartner(clock, CIBC_PARTNER_ID, "CIBC", "cibc", "services", [
      "CIBC is the official banking partner of SPC. Student clients get SPC+ free.",
      "La CIBC est le partenaire bancaire officiel de SPC. Les clients étudiants obtiennent SPC+ gratuitement.",
    ]),
    fixedPartner(clock, UNIQUE_POOL_PARTNER_ID, "Demo Unique Pool", "demo-unique-pool", "tech", [
      "Demo partner whose offer hands out one-time codes from an uploaded pool.",
      "Partenaire de démonstration dont l'offre distribue des codes uniques téléversés.",
    ]),
  ];
  for (const seed of categorySeeds) {
    for (const name of partnerNames[seed.key] ?? []) {
      const id = plans.length + 1;
      // Roughly 52% online only, 36% in store only, 12% both: ~60% online / ~50% in-store offers.
      const roll = rng();
      const channel: Channel = roll < 0.52 ? "online" : roll < 0.88 ? "in_store" : "both";
      const isNew = chance(rng, 0.03);
      const slug = slugify(name);
      plans.push({
        categoryKey: seed.key,
        channel,
        isNew,
        row: {
          id,
          partnerName: name,
          urlName: slug,
          descriptionEn: `${name} is a Canadian ${seed.nameEn.toLowerCase()} brand offering exclusive deals to SPC members.`,
          descriptionFr: `${name} est une marque canadienne (${seed.nameFr.toLowerCase()}) qui offre des rabais exclusifs aux membres SPC.`,
          logoUrl: null,
          websiteUrl: `https://www.${slug}.example.com`,
          createdAt: clock.daysFromToday(
            isNew ? -intBetween(rng, 1, 20) : -intBetween(rng, 200, 1500),
          ),
        },
      });
    }
  }
  return plans;
}

function fixedPartner(
  clock: SeedClock,
  id: number,
  partnerName: string,
  urlName: string,
  categoryKey: string,
  [descriptionEn, descriptionFr]: [string, string],
): PartnerPlan {
  return {
    categoryKey,
    channel: "online",
    isNew: false,
    row: {
      id,
      partnerName,
      urlName,
      descriptionEn,
      descriptionFr,
      logoUrl: null,
      websiteUrl:
        urlName === "cibc" ? "https://www.cibc.com" : `https://www.${urlName}.example.com`,
      createdAt: clock.daysFromToday(-1000),
    },
  };
}
