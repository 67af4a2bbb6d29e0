import type { SeedClock } from "./clock";
import { catalogueTable, type PartnerKind } from "./data/catalogue";
import { categorySeeds } from "./data/categories";
import { tagSeeds } from "./data/tags";
import { chance, intBetween, type Rng } from "./random";
import { slugify } from "./slug";
import { fill, typeset } from "./text";
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
      nameFr: typeset(seed.nameFr, "fr"),
      urlName: seed.key,
      colour: seed.colour,
      sortOrder: index + 1,
    });
    idByKey.set(seed.key, id);
    const subIds = seed.subcategories.map(([nameEn, nameFr]) => {
      const subId = subcategories.length + 1;
      subcategories.push({ id: subId, categoryId: id, nameEn, nameFr: typeset(nameFr, "fr") });
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
    nameFr: typeset(nameFr, "fr"),
  }));
  return { rows, idBySlug: new Map(rows.map((row) => [row.slug, row.id])) };
}

/** The bank partner and the demo code-pool partner come first, so their ids are 1 and 2. */
export const CIBC_PARTNER_ID = 1;
export const UNIQUE_POOL_PARTNER_ID = 2;

/** Where a seeded partner's logo is served (apps/web/public/images/partners/, logos.ts). */
export function partnerLogoUrl(urlName: string): string {
  return `/images/partners/${urlName}.svg`;
}

/**
 * The partners, from the catalogue table: each partner belongs to one kind of business of one
 * category, which its offers, its description and its subcategory come from.
 */
export function buildPartners(rng: Rng, clock: SeedClock): PartnerPlan[] {
  const plans: PartnerPlan[] = [
    fixedPartner(clock, CIBC_PARTNER_ID, "CIBC", "cibc", "services", [
      "CIBC is the official banking partner of SPC. Student clients get SPC+ free.",
      "La CIBC est le partenaire bancaire officiel de SPC. Ses clients étudiants obtiennent SPC+ gratuitement.",
    ]),
    fixedPartner(clock, UNIQUE_POOL_PARTNER_ID, "Demo Unique Pool", "demo-unique-pool", "tech", [
      "Demo partner whose offer hands out one-time codes from an uploaded pool.",
      "Partenaire de démonstration dont l'offre distribue des codes uniques téléversés.",
    ]),
  ];
  for (const table of catalogueTable) {
    for (const kind of table.kinds) {
      for (const entry of kind.partners) {
        const [rawName, pinned] = typeof entry === "string" ? [entry, null] : entry;
        const name = typeset(rawName, "en");
        const id = plans.length + 1;
        const channel = pinned ?? channelOf(rng, kind.channels);
        const isNew = chance(rng, 0.03);
        const slug = slugify(rawName);
        plans.push({
          categoryKey: table.category,
          kind,
          common: table.common,
          channel,
          isNew,
          row: {
            id,
            partnerName: name,
            urlName: slug,
            descriptionEn: fill(kind.about[0], "", name, "en"),
            descriptionFr: fill(kind.about[1], "", name, "fr"),
            logoUrl: partnerLogoUrl(slug),
            websiteUrl: `https://www.${slug}.example.com`,
            createdAt: clock.daysFromToday(
              isNew ? -intBetween(rng, 1, 20) : -intBetween(rng, 200, 1500),
            ),
          },
        });
      }
    }
  }
  return plans;
}

function channelOf(rng: Rng, [online, inStore, both]: PartnerKind["channels"]): Channel {
  const roll = rng() * (online + inStore + both);
  return roll < online ? "online" : roll < online + inStore ? "in_store" : "both";
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
    kind: null,
    common: [],
    channel: "online",
    isNew: false,
    row: {
      id,
      partnerName,
      urlName,
      descriptionEn: typeset(descriptionEn, "en"),
      descriptionFr: typeset(descriptionFr, "fr"),
      logoUrl: partnerLogoUrl(urlName),
      websiteUrl:
        urlName === "cibc" ? "https://www.cibc.com" : `https://www.${urlName}.example.com`,
      createdAt: clock.daysFromToday(-1000),
    },
  };
}
