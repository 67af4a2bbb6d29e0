import type { SavedOffer, SavedOfferStatus } from "@spc/shared";
import type { ListsContext } from "./context";
import type { SetItem } from "./repository";

/** The saved items with their cards and statuses, in saved order (an offer row gone is skipped). */
export async function savedOffersOf(
  context: ListsContext,
  items: readonly SetItem[],
  now: Date,
): Promise<SavedOffer[]> {
  const found = await context.catalogue.offers(
    items.map((item) => item.id),
    now,
  );
  return items.flatMap((item) => {
    const state = found.get(item.id);
    if (!state) return [];
    return [
      {
        offer_id: item.id,
        status: state.status,
        added_at: item.addedAt.toISOString(),
        offer: state.card,
      },
    ];
  });
}

/** How many of `ids` are listed now. */
export function activeCount(
  ids: readonly number[],
  statuses: ReadonlyMap<number, SavedOfferStatus>,
): number {
  return ids.filter((id) => statuses.get(id) === "active").length;
}
