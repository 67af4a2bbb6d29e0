import { englishTypographyProblems, frenchTypographyProblems } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue";
import { seedClock } from "./clock";
import { catalogueTable } from "./data/catalogue";

// The demo catalogue reads as a copywriter wrote it, and every offer fits its partner
// (docs/decisions/0029-coherent-demo-catalogue.md).
const plan = buildCatalogue(seedClock(new Date("2026-11-25T12:00:00Z")));
const legalById = new Map(plan.offerLegal.map((legal) => [legal.offerId, legal]));
const partnerById = new Map(plan.partners.map((partner) => [partner.id, partner]));

type Text = { where: string; en?: string | null | undefined; fr?: string | null | undefined };

function problemsOf(texts: Text[]): string[] {
  return texts.flatMap(({ where, en, fr }) => [
    ...(en ? englishTypographyProblems(en).map((p) => `${where} (en): ${p}: ${en}`) : []),
    ...(fr ? frenchTypographyProblems(fr).map((p) => `${where} (fr): ${p}: ${fr}`) : []),
  ]);
}

describe("the demo catalogue's text", () => {
  it("has no double full stop, straight apostrophe or missing French no-break space in any offer", () => {
    const texts = plan.offers.flatMap((offer): Text[] => {
      const legal = legalById.get(offer.id);
      const where = `offer ${offer.id}`;
      return [
        { where: `${where} title`, en: offer.titleEn, fr: offer.titleFr },
        { where: `${where} description`, en: offer.descriptionEn, fr: offer.descriptionFr },
        { where: `${where} label`, en: offer.discountLabelEn, fr: offer.discountLabelFr },
        { where: `${where} legal`, en: legal?.legalEn, fr: legal?.legalFr },
      ];
    });
    expect(texts.length).toBeGreaterThan(1800);
    expect(problemsOf(texts)).toEqual([]);
  });

  it("reads right in partners, categories, subcategories, tags and collections too", () => {
    const texts: Text[] = [
      ...plan.partners.flatMap((p) => [
        { where: `partner ${p.urlName} name`, en: p.partnerName },
        { where: `partner ${p.urlName}`, en: p.descriptionEn, fr: p.descriptionFr },
      ]),
      ...plan.collections.flatMap((c) => [
        { where: `collection ${c.id} name`, en: c.nameEn, fr: c.nameFr },
        { where: `collection ${c.id}`, en: c.descriptionEn, fr: c.descriptionFr },
      ]),
      ...plan.categories.map((c) => ({
        where: `category ${c.urlName}`,
        en: c.nameEn,
        fr: c.nameFr,
      })),
      ...plan.subcategories.map((s) => ({
        where: `subcategory ${s.id}`,
        en: s.nameEn,
        fr: s.nameFr,
      })),
      ...plan.tags.map((t) => ({ where: `tag ${t.slug}`, en: t.nameEn, fr: t.nameFr })),
    ];
    expect(problemsOf(texts)).toEqual([]);
  });

  it("writes every offer in two languages, different ones, with its amount in both titles", () => {
    const wrong = plan.offers.filter(
      (offer) =>
        !offer.titleFr ||
        offer.titleFr === offer.titleEn ||
        offer.descriptionFr === offer.descriptionEn ||
        (offer.discountLabelEn && !offer.titleEn.includes(offer.discountLabelEn)) ||
        (offer.discountLabelFr && !offer.titleFr.includes(offer.discountLabelFr)),
    );
    expect(wrong.map((offer) => offer.id)).toEqual([]);
  });
});

describe("the demo catalogue's coherence", () => {
  const categoryKeyById = new Map(plan.categories.map((c) => [c.id, c.urlName]));
  const subcategoryCategory = new Map(plan.subcategories.map((s) => [s.id, s.categoryId]));

  it("files every offer under its partner's category, in a subcategory of that category", () => {
    const wrong = plan.offers.flatMap((offer) => {
      const partnerCategory = plan.partnerCategories.get(offer.partnerId);
      const subs = plan.offerSubcategories.filter((link) => link.offerId === offer.id);
      const misfiled =
        categoryKeyById.get(offer.categoryId) !== partnerCategory ||
        subs.length === 0 ||
        subs.some((link) => subcategoryCategory.get(link.subcategoryId) !== offer.categoryId);
      return misfiled ? [`${offer.id} ${partnerById.get(offer.partnerId)?.partnerName}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("gives each partner of the table the category of its kind, and one kind only", () => {
    const seen = new Map<string, string>();
    for (const table of catalogueTable) {
      for (const kind of table.kinds) {
        for (const entry of kind.partners) {
          const name = typeof entry === "string" ? entry : entry[0];
          expect(seen.has(name), `${name} is listed twice`).toBe(false);
          seen.set(name, table.category);
        }
      }
    }
    expect(seen.size).toBe(plan.partners.length - 2); // the bank and the code-pool demo
    expect(new Set(plan.partners.map((p) => p.urlName)).size).toBe(plan.partners.length);
  });

  it("never lists the same offer twice for a partner", () => {
    const keys = plan.offers.map((offer) => `${offer.partnerId} ${offer.titleEn.toLowerCase()}`);
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it("keeps amounts plausible: 5–50 % off, at most $200 off", () => {
    const implausible = plan.offers.filter((offer) => {
      if (!offer.discountValue) return false;
      const percent = offer.discountLabelEn?.endsWith("%");
      return percent
        ? offer.discountValue < 5 || offer.discountValue > 50
        : offer.discountValue > 200;
    });
    expect(implausible.map((offer) => offer.titleEn)).toEqual([]);
  });

  it("keeps the size and mix the product promises (spec §9: over 450 deals)", () => {
    expect(plan.offers.length).toBeGreaterThanOrEqual(450);
    expect(plan.partners.length).toBeGreaterThanOrEqual(150);
    for (const category of plan.categories) {
      const count = plan.offers.filter((offer) => offer.categoryId === category.id).length;
      expect(count, category.urlName).toBeGreaterThanOrEqual(25);
    }
  });
});
