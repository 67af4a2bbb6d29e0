import {
  FAVOURITE_CATEGORIES_MAX,
  FAVOURITE_OFFERS_MAX,
  type FavouriteCategoriesResponse,
  type FavouriteCategoriesUpdateRequest,
  type FavouriteOffersResponse,
  type FavouriteOffersUpdateRequest,
} from "@spc/shared";
import { type ListsContext, nowOf } from "./context";
import { favouritesFull, versionConflict } from "./errors";
import { refuseUnknownCategories, refuseUnsaveableOffers } from "./offer-ids";
import {
  createListsRepository,
  FAVOURITE_CATEGORIES,
  FAVOURITE_OFFERS,
  type FavouriteKind,
  type ItemSet,
  inListsTransaction,
} from "./repository";
import { savedOffersOf } from "./saved-offers";
import {
  applySetPlan,
  candidatesOf,
  planSetChange,
  type SetChange,
  type SetPlan,
} from "./set-change";

// Favourite offers and categories (spec §1, §4, §7). Spec §4 has the client merge its change
// with the server's list before sending; here the server does the merge, under the member's
// turn, so a stale copy can never overwrite a newer one (decision 0032).

/** The member's favourite offers, in saved order, as cards with their status. */
export async function favouriteOffersOf(
  context: ListsContext,
  userId: string,
): Promise<FavouriteOffersResponse> {
  const repository = createListsRepository(context.db);
  const [versions, saved] = await Promise.all([
    repository.favouriteVersions(userId),
    repository.items(FAVOURITE_OFFERS, userId),
  ]);
  const items = await savedOffersOf(context, saved, nowOf(context));
  return {
    favourite_offer_ids: items.map((item) => item.offer_id),
    version: versions.offers,
    items,
  };
}

/** The member's favourite category ids, in saved order. */
export async function favouriteCategoriesOf(
  context: ListsContext,
  userId: string,
): Promise<FavouriteCategoriesResponse> {
  const repository = createListsRepository(context.db);
  const [versions, saved] = await Promise.all([
    repository.favouriteVersions(userId),
    repository.items(FAVOURITE_CATEGORIES, userId),
  ]);
  return { favourite_categories: saved.map((item) => item.id), version: versions.categories };
}

/**
 * One favourites write under the member's turn: the version check (when sent), the plan against
 * the set as it is now, the id rule for what is new, the cap, then the rows and version + 1.
 */
async function changeFavourites(
  context: ListsContext,
  userId: string,
  kind: FavouriteKind,
  change: SetChange,
  version: number | undefined,
  check: (plan: SetPlan) => void,
): Promise<void> {
  const set: ItemSet = kind === "offers" ? FAVOURITE_OFFERS : FAVOURITE_CATEGORIES;
  const max = kind === "offers" ? FAVOURITE_OFFERS_MAX : FAVOURITE_CATEGORIES_MAX;
  await inListsTransaction(context.db, async (repository) => {
    const versions = await repository.lockMember(userId);
    const current = versions[kind];
    if (version !== undefined && version !== current) throw versionConflict(current);
    const items = await repository.items(set, userId);
    const plan = planSetChange(
      items.map((item) => item.id),
      change,
    );
    check(plan);
    if (plan.added.length > 0 && plan.next.length > max) throw favouritesFull(max);
    await applySetPlan(repository, set, userId, plan);
    if (plan.changed) await repository.bumpFavouriteVersion(userId, kind);
  });
}

/** PUT /v2/user/favouriteOffers: add/remove merged into the server's set, or a versioned full list. */
export async function updateFavouriteOffers(
  context: ListsContext,
  userId: string,
  body: FavouriteOffersUpdateRequest,
): Promise<FavouriteOffersResponse> {
  const change = {
    full: body.favourite_offer_ids,
    add: body.add_offer_ids,
    remove: body.remove_offer_ids,
  };
  const statuses = await context.catalogue.statuses(candidatesOf(change), nowOf(context));
  await changeFavourites(context, userId, "offers", change, body.version, (plan) =>
    refuseUnsaveableOffers(plan.added, statuses),
  );
  return favouriteOffersOf(context, userId);
}

/** PUT /v2/user/categories: as the favourite offers, for category ids. */
export async function updateFavouriteCategories(
  context: ListsContext,
  userId: string,
  body: FavouriteCategoriesUpdateRequest,
): Promise<FavouriteCategoriesResponse> {
  const change = {
    full: body.favourite_categories,
    add: body.add_category_ids,
    remove: body.remove_category_ids,
  };
  const known = await context.catalogue.categoryIds(candidatesOf(change));
  await changeFavourites(context, userId, "categories", change, body.version, (plan) =>
    refuseUnknownCategories(plan.added, known),
  );
  return favouriteCategoriesOf(context, userId);
}
