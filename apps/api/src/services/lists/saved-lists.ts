import {
  listNameKey,
  normalizeListName,
  SAVED_LIST_OFFERS_MAX,
  SAVED_LISTS_MAX,
  type SavedListCreateRequest,
  type SavedListResponse,
  type SavedListSummary,
  type SavedListsResponse,
  type SavedListUpdateRequest,
  type SavedOfferStatus,
} from "@spc/shared";
import { type ListsContext, nowOf } from "./context";
import { listFull, listLimitReached, listNameTaken, listNotFound, versionConflict } from "./errors";
import { refuseUnsaveableOffers } from "./offer-ids";
import {
  createListsRepository,
  inListsTransaction,
  isUniqueViolation,
  LIST_OFFERS,
  type ListRow,
  type ListsRepository,
} from "./repository";
import { activeCount, savedOffersOf } from "./saved-offers";
import { applySetPlan, candidatesOf, planSetChange, unique } from "./set-change";

// Saved lists (spec §3, §4, §5, §7): the rules; the member is always the session's user, passed
// in by the routes. Decision 0032 has the reasons.

const NAME_INDEX = "saved_lists_user_name_key";

function summaryOf(
  list: ListRow,
  offerIds: readonly number[],
  statuses: ReadonlyMap<number, SavedOfferStatus>,
): SavedListSummary {
  return {
    id: list.id,
    name: list.name,
    offer_ids: [...offerIds],
    version: list.version,
    offer_count: offerIds.length,
    active_offer_count: activeCount(offerIds, statuses),
    share_token: list.shareToken,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}

/** The member's lists, oldest first, with their counts. */
export async function savedListsOf(
  context: ListsContext,
  userId: string,
): Promise<SavedListsResponse> {
  const lists = await createListsRepository(context.db).listsOf(userId);
  const statuses = await context.catalogue.statuses(
    unique(lists.flatMap((list) => list.offerIds)),
    nowOf(context),
  );
  return { data: lists.map((list) => summaryOf(list, list.offerIds, statuses)) };
}

/** One of the member's lists with its offers as cards; 404 for any other id. */
export async function savedListOf(
  context: ListsContext,
  userId: string,
  listId: number,
): Promise<SavedListResponse> {
  const repository = createListsRepository(context.db);
  const list = await repository.listOf(userId, listId);
  if (!list) throw listNotFound();
  const now = nowOf(context);
  const items = await savedOffersOf(context, await repository.items(LIST_OFFERS, list.id), now);
  const statuses = new Map(items.map((item) => [item.offer_id, item.status]));
  return {
    ...summaryOf(
      list,
      items.map((item) => item.offer_id),
      statuses,
    ),
    items,
  };
}

async function insertNamed(repository: ListsRepository, userId: string, name: string) {
  try {
    return await repository.insertList(userId, name, listNameKey(name));
  } catch (error) {
    // The member's turn makes the check above final; the index is the database's own guarantee.
    if (isUniqueViolation(error, NAME_INDEX)) throw listNameTaken(name);
    throw error;
  }
}

/** A new list (appended to the member's lists), optionally with its first offers. */
export async function createSavedList(
  context: ListsContext,
  userId: string,
  body: SavedListCreateRequest,
): Promise<SavedListResponse> {
  const name = normalizeListName(body.name);
  const offerIds = unique(body.offer_ids ?? []);
  const statuses = await context.catalogue.statuses(offerIds, nowOf(context));
  refuseUnsaveableOffers(offerIds, statuses);
  if (offerIds.length > SAVED_LIST_OFFERS_MAX) throw listFull(SAVED_LIST_OFFERS_MAX);

  const listId = await inListsTransaction(context.db, async (repository) => {
    await repository.lockMember(userId);
    if ((await repository.countLists(userId)) >= SAVED_LISTS_MAX) {
      throw listLimitReached(SAVED_LISTS_MAX);
    }
    if (await repository.nameKeyTaken(userId, listNameKey(name))) throw listNameTaken(name);
    const id = await insertNamed(repository, userId, name);
    await repository.append(LIST_OFFERS, id, offerIds);
    return id;
  });
  return savedListOf(context, userId, listId);
}

/**
 * Renames and/or changes the offers of the member's list in one write, under the member's turn:
 * add/remove merge into the list as it is then; a full `offer_ids` (or any change sent with a
 * `version`) must be based on the current version, else 409 version_conflict.
 */
export async function updateSavedList(
  context: ListsContext,
  userId: string,
  listId: number,
  body: SavedListUpdateRequest,
): Promise<SavedListResponse> {
  const change = { full: body.offer_ids, add: body.add_offer_ids, remove: body.remove_offer_ids };
  const statuses = await context.catalogue.statuses(candidatesOf(change), nowOf(context));

  await inListsTransaction(context.db, async (repository) => {
    await repository.lockMember(userId);
    const list = await repository.listOf(userId, listId);
    if (!list) throw listNotFound();
    if (body.version !== undefined && body.version !== list.version) {
      throw versionConflict(list.version);
    }
    const current = (await repository.items(LIST_OFFERS, list.id)).map((item) => item.id);
    const plan = planSetChange(current, change);
    refuseUnsaveableOffers(plan.added, statuses);
    if (plan.added.length > 0 && plan.next.length > SAVED_LIST_OFFERS_MAX) {
      throw listFull(SAVED_LIST_OFFERS_MAX);
    }

    let changed = plan.changed;
    if (body.name !== undefined) {
      const name = normalizeListName(body.name);
      const key = listNameKey(name);
      if (key !== list.nameKey && (await repository.nameKeyTaken(userId, key, list.id))) {
        throw listNameTaken(name);
      }
      if (name !== list.name) {
        await repository.renameList(list.id, name, key);
        changed = true;
      }
    }
    await applySetPlan(repository, LIST_OFFERS, list.id, plan);
    if (changed) await repository.touchList(list.id);
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, NAME_INDEX) && body.name !== undefined) {
      throw listNameTaken(normalizeListName(body.name));
    }
    throw error;
  });
  return savedListOf(context, userId, listId);
}

/** Deletes the member's list with its offers and share link; 404 for any other id. */
export async function deleteSavedList(
  context: ListsContext,
  userId: string,
  listId: number,
): Promise<{ id: number; deleted: true }> {
  const deleted = await createListsRepository(context.db).deleteList(userId, listId);
  if (!deleted) throw listNotFound();
  return { id: listId, deleted: true };
}
