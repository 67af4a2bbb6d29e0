import { z } from "zod";
import { languageSchema } from "../entities/locale";
import { savedListSchema } from "../entities/saved-list";
import { timestampSchema } from "../entities/wire";
import { dbIdParamSchema, dbIdSchema, dbIntegerSchema } from "../rules/storable";
import {
  FAVOURITE_CATEGORIES_MAX,
  FAVOURITE_OFFERS_MAX,
  LIST_NAME_INVALID_MESSAGE,
  SAVED_LIST_NAME_MAX_LENGTH,
  SAVED_LIST_OFFERS_MAX,
  SAVED_OFFER_STATUSES,
  SHARE_TOKEN_LENGTH,
} from "./lists-constants";
import { offerCardSchema } from "./offers";

/*
 * Contract of the saved lists (offers service, /api/offers/user/saved-list…) and the favourites
 * (users service, /api/users/v2/user/favouriteOffers and …/categories), spec §7; every call needs a
 * registered member, who only ever sees and changes their own (decision 0032).
 *
 * Concurrent edits: every write says what changes, not what the whole set should be, so two tabs
 * adding different offers both keep theirs. `add_…` / `remove_…` are set operations (idempotent;
 * they never conflict). The spec's full-list fields (`offer_ids`, `favourite_offer_ids`,
 * `favourite_categories`) replace the set and need the `version` the client read; a set changed
 * since then answers 409 `version_conflict` (details.version is the current one): read again,
 * apply the change to the fresh copy, send again.
 */

/** A list name (spec §5): trimmed, at least one character ('Enter valid list name'), capped. */
export const savedListNameSchema = z
  .string()
  .trim()
  .min(1, LIST_NAME_INVALID_MESSAGE)
  .max(SAVED_LIST_NAME_MAX_LENGTH);

/** A set's version: 1 for a new list, 0 for favourites never changed; +1 on each change. */
export const setVersionSchema = dbIntegerSchema.nonnegative();

const idListSchema = (max: number) => z.array(dbIdSchema).max(max);

export const savedOfferStatusSchema = z.enum(SAVED_OFFER_STATUSES);

/**
 * One saved offer (of a list or of the favourites), in the order it was saved. A delisted,
 * expired or not-yet-started offer stays, with its `status`, instead of vanishing.
 */
export const savedOfferSchema = z.object({
  offer_id: z.number().int(),
  status: savedOfferStatusSchema,
  added_at: timestampSchema,
  offer: offerCardSchema,
});
export type SavedOffer = z.infer<typeof savedOfferSchema>;

/**
 * A list as GET /user/saved-list shows it: spec §3 (id, name, offer_ids in saved order) plus its
 * counts, `version`, and `share_token` (null when not shared).
 */
export const savedListSummarySchema = savedListSchema.extend({
  version: setVersionSchema,
  /** Offers in the list, whatever their status (= offer_ids.length). */
  offer_count: z.number().int().nonnegative(),
  /** Of those, the ones listed right now (status active). */
  active_offer_count: z.number().int().nonnegative(),
  share_token: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SavedListSummary = z.infer<typeof savedListSummarySchema>;

/** GET /user/saved-list: the member's lists, oldest first (a new list is appended). */
export const savedListsResponseSchema = z.object({ data: z.array(savedListSummarySchema) });
export type SavedListsResponse = z.infer<typeof savedListsResponseSchema>;

/** GET, POST (201) and PUT /user/saved-list…: one list with its offers as cards. */
export const savedListResponseSchema = savedListSummarySchema.extend({
  items: z.array(savedOfferSchema),
});
export type SavedListResponse = z.infer<typeof savedListResponseSchema>;

/** `{id}` of /user/saved-list/{id}: a list id (not a number → 400; not the member's → 404). */
export const savedListParamsSchema = z.object({ id: dbIdParamSchema });

/** POST /user/saved-list: a name (spec §7), and optionally the offers to start with. */
export const savedListCreateRequestSchema = z.object({
  name: savedListNameSchema,
  offer_ids: idListSchema(SAVED_LIST_OFFERS_MAX).optional(),
});
export type SavedListCreateRequest = z.infer<typeof savedListCreateRequestSchema>;

interface SetChangeKeys {
  full: string;
  add: string;
  remove: string;
}

/** The shared rules of a set change: something to do, full list only with a version, no id both added and removed. */
function checkSetChange(
  body: Record<string, unknown>,
  keys: SetChangeKeys,
  others: readonly string[],
  ctx: z.RefinementCtx,
) {
  const present = (key: string) => body[key] !== undefined;
  if (![keys.full, keys.add, keys.remove, ...others].some(present)) {
    ctx.addIssue({
      code: "custom",
      message: `Nothing to change: send ${[...others, keys.add, keys.remove, keys.full].join(", ")}`,
    });
  }
  if (present(keys.full) && !present("version")) {
    ctx.addIssue({
      code: "custom",
      path: ["version"],
      message: `Required with ${keys.full} (the version the list was read at)`,
    });
  }
  if (present(keys.full) && (present(keys.add) || present(keys.remove))) {
    ctx.addIssue({
      code: "custom",
      path: [keys.full],
      message: `Send either ${keys.full} or ${keys.add}/${keys.remove}, not both`,
    });
  }
  const added = new Set((body[keys.add] as number[] | undefined) ?? []);
  const both = ((body[keys.remove] as number[] | undefined) ?? []).filter((id) => added.has(id));
  if (both.length > 0) {
    ctx.addIssue({
      code: "custom",
      path: [keys.remove],
      message: `Both added and removed: ${both.join(", ")}`,
    });
  }
}

/**
 * PUT /user/saved-list/{id}. `name` renames; `add_offer_ids` appends (in the order given; ids
 * already in the list are left where they are), `remove_offer_ids` removes; `offer_ids` (spec §7)
 * replaces the whole list and its order and needs `version`. `version`, when sent, is checked
 * for any change (a rename included).
 */
export const savedListUpdateRequestSchema = z
  .object({
    name: savedListNameSchema.optional(),
    offer_ids: idListSchema(SAVED_LIST_OFFERS_MAX).optional(),
    add_offer_ids: idListSchema(SAVED_LIST_OFFERS_MAX).optional(),
    remove_offer_ids: idListSchema(SAVED_LIST_OFFERS_MAX).optional(),
    version: setVersionSchema.optional(),
  })
  .superRefine((body, ctx) =>
    checkSetChange(
      body,
      { full: "offer_ids", add: "add_offer_ids", remove: "remove_offer_ids" },
      ["name"],
      ctx,
    ),
  );
export type SavedListUpdateRequest = z.infer<typeof savedListUpdateRequestSchema>;

/** DELETE /user/saved-list/{id}: the list is gone (its share link with it). */
export const savedListDeleteResponseSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
});

/** POST (share) and DELETE (revoke) /user/saved-list/{id}/share: the list's token, or null. */
export const savedListShareResponseSchema = z.object({ share_token: z.string().nullable() });
export type SavedListShareResponse = z.infer<typeof savedListShareResponseSchema>;

/** `{token}` of GET /shared-list/{token}. */
export const sharedListParamsSchema = z.object({
  token: z
    .string()
    .length(SHARE_TOKEN_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** GET /shared-list/{token}: `language` is the viewer's (else Accept-Language, else en). */
export const sharedListQuerySchema = z.object({ language: languageSchema.optional() });

/** One offer of a shared list: a saved offer with its title and discount in the viewer's language. */
export const sharedOfferSchema = savedOfferSchema.omit({ added_at: true }).extend({
  title: z.string(),
  discount_label: z.string().nullable(),
});
export type SharedOffer = z.infer<typeof sharedOfferSchema>;

/**
 * GET /shared-list/{token}: a shared list, read-only, for anyone with the link. Nothing in it
 * names its owner (no member, list id or dates).
 */
export const sharedListResponseSchema = z.object({
  name: z.string(),
  language: languageSchema,
  offer_count: z.number().int().nonnegative(),
  active_offer_count: z.number().int().nonnegative(),
  items: z.array(sharedOfferSchema),
});
export type SharedListResponse = z.infer<typeof sharedListResponseSchema>;

/** GET and PUT /v2/user/favouriteOffers: the favourite offers (spec §7) and their cards. */
export const favouriteOffersResponseSchema = z.object({
  favourite_offer_ids: z.array(z.number().int()),
  version: setVersionSchema,
  items: z.array(savedOfferSchema),
});
export type FavouriteOffersResponse = z.infer<typeof favouriteOffersResponseSchema>;

/**
 * PUT /v2/user/favouriteOffers. `add_offer_ids` / `remove_offer_ids` are merged into the server's
 * set (spec §4 "merged with the server list", done by the server); `favourite_offer_ids` (spec
 * §7) replaces it and needs `version`.
 */
export const favouriteOffersUpdateRequestSchema = z
  .object({
    favourite_offer_ids: idListSchema(FAVOURITE_OFFERS_MAX).optional(),
    add_offer_ids: idListSchema(FAVOURITE_OFFERS_MAX).optional(),
    remove_offer_ids: idListSchema(FAVOURITE_OFFERS_MAX).optional(),
    version: setVersionSchema.optional(),
  })
  .superRefine((body, ctx) =>
    checkSetChange(
      body,
      { full: "favourite_offer_ids", add: "add_offer_ids", remove: "remove_offer_ids" },
      [],
      ctx,
    ),
  );
export type FavouriteOffersUpdateRequest = z.infer<typeof favouriteOffersUpdateRequestSchema>;

/** GET and PUT /v2/user/categories: the favourite category ids (spec §7), in saved order. */
export const favouriteCategoriesResponseSchema = z.object({
  favourite_categories: z.array(z.number().int()),
  version: setVersionSchema,
});
export type FavouriteCategoriesResponse = z.infer<typeof favouriteCategoriesResponseSchema>;

/** PUT /v2/user/categories: as the favourite offers, with category ids. */
export const favouriteCategoriesUpdateRequestSchema = z
  .object({
    favourite_categories: idListSchema(FAVOURITE_CATEGORIES_MAX).optional(),
    add_category_ids: idListSchema(FAVOURITE_CATEGORIES_MAX).optional(),
    remove_category_ids: idListSchema(FAVOURITE_CATEGORIES_MAX).optional(),
    version: setVersionSchema.optional(),
  })
  .superRefine((body, ctx) =>
    checkSetChange(
      body,
      { full: "favourite_categories", add: "add_category_ids", remove: "remove_category_ids" },
      [],
      ctx,
    ),
  );
export type FavouriteCategoriesUpdateRequest = z.infer<
  typeof favouriteCategoriesUpdateRequestSchema
>;
