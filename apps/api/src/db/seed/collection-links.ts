import { collectionSeeds } from "./data/collections";
import type { CataloguePlan } from "./types";

const OFFERS_PER_COLLECTION = 10;

/** Collections hold the most viewed active offers matching their categories or tags. */
export function addCollections(plan: CataloguePlan, categoryIdByKey: Map<string, number>) {
  const tagIdsBySlug = new Map(plan.tags.map((t) => [t.slug, t.id]));
  const tagsByOffer = new Map<number, Set<number>>();
  for (const link of plan.offerTags) {
    const set = tagsByOffer.get(link.offerId) ?? new Set<number>();
    set.add(link.tagId);
    tagsByOffer.set(link.offerId, set);
  }
  const byViews = plan.offers
    .filter((o) => o.status === "active" && !o.isSpcPlus)
    .sort((a, b) => (b.views ?? 0) - (a.views ?? 0) || a.id - b.id);

  collectionSeeds.forEach((seed, index) => {
    const id = index + 1;
    plan.collections.push({
      id,
      nameEn: seed.nameEn,
      nameFr: seed.nameFr,
      descriptionEn: seed.descriptionEn,
      descriptionFr: seed.descriptionFr,
      imageUrl: `/images/collections/collection-${id}.svg`,
      sortOrder: id,
    });
    const categoryIds = new Set(seed.categoryKeys.map((key) => categoryIdByKey.get(key)));
    const tagIds = seed.tags.map((slug) => tagIdsBySlug.get(slug));
    const members = byViews
      .filter(
        (o) =>
          categoryIds.has(o.categoryId) ||
          tagIds.some((t) => t !== undefined && tagsByOffer.get(o.id)?.has(t)),
      )
      .slice(0, OFFERS_PER_COLLECTION);
    members.forEach((offer, position) => {
      plan.collectionOffers.push({ collectionId: id, offerId: offer.id, sortOrder: position + 1 });
    });
  });
}
