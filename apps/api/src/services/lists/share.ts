import { randomBytes } from "node:crypto";
import type {
  Language,
  SavedListShareResponse,
  SharedListResponse,
  SharedOffer,
} from "@spc/shared";
import { AppError } from "../../lib/app-error";
import { type ListsContext, nowOf } from "./context";
import { listNotFound } from "./errors";
import { createListsRepository, LIST_OFFERS } from "./repository";
import { savedOffersOf } from "./saved-offers";

// Sharing a list by a read-only link (issue 15, point 4; decision 0032). The token is the only
// key: 32 random bytes, so it cannot be guessed; revoking clears it, and a new share mints a new
// one, so a revoked link never comes back.

function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Shares the member's list (keeping its current link if it has one); 404 for any other id. */
export async function shareSavedList(
  context: ListsContext,
  userId: string,
  listId: number,
): Promise<SavedListShareResponse> {
  const token = await createListsRepository(context.db).shareList(userId, listId, newShareToken());
  if (token === null) throw listNotFound();
  return { share_token: token };
}

/** Revokes the list's link at once (idempotent); 404 for any other id. */
export async function unshareSavedList(
  context: ListsContext,
  userId: string,
  listId: number,
): Promise<SavedListShareResponse> {
  const found = await createListsRepository(context.db).unshareList(userId, listId);
  if (!found) throw listNotFound();
  return { share_token: null };
}

/**
 * A shared list as anyone with the link sees it, titles and discounts in `language`. Nothing
 * names the owner: no member, list id or dates. Unknown and revoked tokens are the same 404.
 */
export async function sharedListOf(
  context: ListsContext,
  token: string,
  language: Language,
): Promise<SharedListResponse> {
  const repository = createListsRepository(context.db);
  const list = await repository.listByShareToken(token);
  if (!list) throw AppError.notFound("This list is not shared (any more)");
  const now = nowOf(context);
  const saved = await savedOffersOf(context, await repository.items(LIST_OFFERS, list.id), now);
  const items: SharedOffer[] = saved.map(({ offer_id, status, offer }) => ({
    offer_id,
    status,
    title: language === "fr" ? offer.title_fr : offer.title_en,
    discount_label: language === "fr" ? offer.discount_label_fr : offer.discount_label_en,
    offer,
  }));
  return {
    name: list.name,
    language,
    offer_count: items.length,
    active_offer_count: items.filter((item) => item.status === "active").length,
    items,
  };
}
