import { type SQL, sql } from "drizzle-orm";
import type { Db, DbTransaction } from "../../db/client";

// All SQL of the saved lists and favourites (decision 0032). Routes and rules never write SQL.

type Executor = Db | DbTransaction;

/**
 * One of the three ordered sets a member keeps: the offers of a list, the favourite offers, the
 * favourite categories. One row per (owner, item), so writers of different items never touch the
 * same row; `position` keeps the saved order.
 */
export interface ItemSet {
  readonly table: string;
  readonly owner: string;
  readonly item: string;
}

export const LIST_OFFERS: ItemSet = {
  table: "saved_list_offers",
  owner: "list_id",
  item: "offer_id",
};
export const FAVOURITE_OFFERS: ItemSet = {
  table: "favourite_offers",
  owner: "user_id",
  item: "offer_id",
};
export const FAVOURITE_CATEGORIES: ItemSet = {
  table: "favourite_categories",
  owner: "user_id",
  item: "category_id",
};

export interface SetItem {
  id: number;
  addedAt: Date;
}

export interface ListRow {
  id: number;
  name: string;
  nameKey: string;
  version: number;
  shareToken: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ListWithOffers extends ListRow {
  offerIds: number[];
}

export type FavouriteKind = "offers" | "categories";

type RawList = {
  id: number;
  name: string;
  name_key: string;
  version: number;
  share_token: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const LIST_COLUMNS = sql`l.id, l.name, l.name_key, l.version, l.share_token, l.created_at, l.updated_at`;

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toList(row: RawList): ListRow {
  return {
    id: Number(row.id),
    name: row.name,
    nameKey: row.name_key,
    version: Number(row.version),
    shareToken: row.share_token,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

const ids = (value: number[] | string): number[] =>
  (typeof value === "string" ? (JSON.parse(value) as unknown[]) : value).map(Number);

const list = (values: readonly number[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** True for PostgreSQL's unique violation on `constraint` (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === "23505") return name === undefined || name === constraint;
  }
  return false;
}

export function createListsRepository(db: Executor) {
  const one = async <T>(query: SQL): Promise<T | undefined> =>
    (await db.execute<T & Record<string, unknown>>(query)).rows[0];

  return {
    /**
     * The member's turn: locks (creating it if needed) the member's member_saves row until the
     * transaction ends, so one member's list and favourite writes run one after the other on
     * every API copy. Returns the favourites' versions.
     */
    async lockMember(userId: string): Promise<{ offers: number; categories: number }> {
      await db.execute(
        sql`INSERT INTO member_saves (user_id) VALUES (${userId}) ON CONFLICT (user_id) DO NOTHING`,
      );
      const row = await one<{ o: number; c: number }>(sql`
        SELECT favourite_offers_version AS o, favourite_categories_version AS c
        FROM member_saves WHERE user_id = ${userId} FOR UPDATE`);
      return { offers: Number(row?.o ?? 0), categories: Number(row?.c ?? 0) };
    },

    /** The favourites' versions (0 when the member never changed them). */
    async favouriteVersions(userId: string): Promise<{ offers: number; categories: number }> {
      const row = await one<{ o: number; c: number }>(sql`
        SELECT favourite_offers_version AS o, favourite_categories_version AS c
        FROM member_saves WHERE user_id = ${userId}`);
      return { offers: Number(row?.o ?? 0), categories: Number(row?.c ?? 0) };
    },

    /** Bumps one favourites version; returns the new one. Inside the member's turn. */
    async bumpFavouriteVersion(userId: string, kind: FavouriteKind): Promise<number> {
      const column =
        kind === "offers"
          ? sql.identifier("favourite_offers_version")
          : sql.identifier("favourite_categories_version");
      const row = await one<{ v: number }>(sql`
        UPDATE member_saves SET ${column} = ${column} + 1 WHERE user_id = ${userId}
        RETURNING ${column} AS v`);
      return Number(row?.v ?? 0);
    },

    /** The member's lists, oldest first, each with its offer ids in saved order. */
    async listsOf(userId: string): Promise<ListWithOffers[]> {
      const { rows } = await db.execute<RawList & { offer_ids: number[] | string }>(sql`
        SELECT ${LIST_COLUMNS},
          (SELECT coalesce(json_agg(s.offer_id ORDER BY s.position, s.offer_id), '[]'::json)
            FROM saved_list_offers s WHERE s.list_id = l.id) AS offer_ids
        FROM saved_lists l WHERE l.user_id = ${userId} ORDER BY l.created_at, l.id`);
      return rows.map((row) => ({ ...toList(row), offerIds: ids(row.offer_ids) }));
    },

    /** The member's list `listId`, or null (no such list, or another member's). */
    async listOf(userId: string, listId: number): Promise<ListRow | null> {
      const row = await one<RawList>(
        sql`SELECT ${LIST_COLUMNS} FROM saved_lists l WHERE l.id = ${listId} AND l.user_id = ${userId}`,
      );
      return row ? toList(row) : null;
    },

    /** The list shared under `token`, or null (never shared, revoked, or deleted). */
    async listByShareToken(token: string): Promise<ListRow | null> {
      const row = await one<RawList>(
        sql`SELECT ${LIST_COLUMNS} FROM saved_lists l WHERE l.share_token = ${token}`,
      );
      return row ? toList(row) : null;
    },

    async countLists(userId: string): Promise<number> {
      const row = await one<{ n: number | string }>(
        sql`SELECT count(*) AS n FROM saved_lists WHERE user_id = ${userId}`,
      );
      return Number(row?.n ?? 0);
    },

    /** Whether another list of the member has this name key. */
    async nameKeyTaken(userId: string, nameKey: string, exceptListId?: number): Promise<boolean> {
      const except = exceptListId === undefined ? sql`` : sql` AND id <> ${exceptListId}`;
      const row = await one<{ id: number }>(sql`
        SELECT id FROM saved_lists WHERE user_id = ${userId} AND name_key = ${nameKey}${except}
        LIMIT 1`);
      return row !== undefined;
    },

    /** A new list (version 1); the unique violation of a raced duplicate name is thrown as is. */
    async insertList(userId: string, name: string, nameKey: string): Promise<number> {
      const row = await one<{ id: number }>(sql`
        INSERT INTO saved_lists (user_id, name, name_key) VALUES (${userId}, ${name}, ${nameKey})
        RETURNING id`);
      return Number(row!.id);
    },

    async renameList(listId: number, name: string, nameKey: string): Promise<void> {
      await db.execute(
        sql`UPDATE saved_lists SET name = ${name}, name_key = ${nameKey} WHERE id = ${listId}`,
      );
    },

    /** Marks a list changed: version + 1, updated now. */
    async touchList(listId: number): Promise<void> {
      await db.execute(
        sql`UPDATE saved_lists SET version = version + 1, updated_at = now() WHERE id = ${listId}`,
      );
    },

    /** Deletes the member's list (its offers and share link with it); false when not theirs. */
    async deleteList(userId: string, listId: number): Promise<boolean> {
      const row = await one<{ id: number }>(
        sql`DELETE FROM saved_lists WHERE id = ${listId} AND user_id = ${userId} RETURNING id`,
      );
      return row !== undefined;
    },

    /**
     * Shares the member's list: keeps its token when it has one, else stores `token`. Returns the
     * list's token, or null when the list is not theirs.
     */
    async shareList(userId: string, listId: number, token: string): Promise<string | null> {
      const row = await one<{ share_token: string }>(sql`
        UPDATE saved_lists
        SET share_token = coalesce(share_token, ${token}), shared_at = coalesce(shared_at, now())
        WHERE id = ${listId} AND user_id = ${userId}
        RETURNING share_token`);
      return row?.share_token ?? null;
    },

    /** Revokes the list's link; false when the list is not the member's. */
    async unshareList(userId: string, listId: number): Promise<boolean> {
      const row = await one<{ id: number }>(sql`
        UPDATE saved_lists SET share_token = NULL, shared_at = NULL
        WHERE id = ${listId} AND user_id = ${userId}
        RETURNING id`);
      return row !== undefined;
    },

    /** The items of one set of `owner`, in saved order. */
    async items(set: ItemSet, owner: string | number): Promise<SetItem[]> {
      const { rows } = await db.execute<{ id: number; added_at: Date | string }>(sql`
        SELECT ${sql.identifier(set.item)} AS id, added_at FROM ${sql.identifier(set.table)}
        WHERE ${sql.identifier(set.owner)} = ${owner}
        ORDER BY position, ${sql.identifier(set.item)}`);
      return rows.map((row) => ({ id: Number(row.id), addedAt: date(row.added_at) }));
    },

    /** Appends `items` (not yet in the set) after its last one, in the order given. */
    async append(set: ItemSet, owner: string | number, items: readonly number[]): Promise<void> {
      if (items.length === 0) return;
      const last = await one<{ p: number | null }>(sql`
        SELECT max(position) AS p FROM ${sql.identifier(set.table)}
        WHERE ${sql.identifier(set.owner)} = ${owner}`);
      const start = Number(last?.p ?? 0);
      const values = items.map((item, i) => sql`(${owner}, ${item}, ${start + i + 1})`);
      await db.execute(sql`
        INSERT INTO ${sql.identifier(set.table)}
          (${sql.identifier(set.owner)}, ${sql.identifier(set.item)}, position)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT DO NOTHING`);
    },

    async remove(set: ItemSet, owner: string | number, items: readonly number[]): Promise<void> {
      if (items.length === 0) return;
      await db.execute(sql`
        DELETE FROM ${sql.identifier(set.table)}
        WHERE ${sql.identifier(set.owner)} = ${owner} AND ${sql.identifier(set.item)} IN (${list(items)})`);
    },

    /** Makes the set exactly `items`, in that order; items that stay keep their added_at. */
    async replace(set: ItemSet, owner: string | number, items: readonly number[]): Promise<void> {
      const keep =
        items.length > 0 ? sql` AND ${sql.identifier(set.item)} NOT IN (${list(items)})` : sql``;
      await db.execute(sql`
        DELETE FROM ${sql.identifier(set.table)} WHERE ${sql.identifier(set.owner)} = ${owner}${keep}`);
      if (items.length === 0) return;
      const values = items.map((item, i) => sql`(${owner}, ${item}, ${i + 1})`);
      await db.execute(sql`
        INSERT INTO ${sql.identifier(set.table)}
          (${sql.identifier(set.owner)}, ${sql.identifier(set.item)}, position)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (${sql.identifier(set.owner)}, ${sql.identifier(set.item)})
        DO UPDATE SET position = excluded.position`);
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;

/** Runs `work` in one transaction with a repository bound to it. */
export function inListsTransaction<T>(
  db: Db,
  work: (repository: ListsRepository) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(createListsRepository(tx)));
}
