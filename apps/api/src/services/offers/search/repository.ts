import { type OfferCard, type OfferFilter, TAG_SUGGESTIONS_LIMIT } from "@spc/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CardRow, cardColumns, toCard } from "../catalogue/cards";
import { redemptionsOf } from "../catalogue/redemptions";
import {
  ACTIVE_OFFER,
  buildMatched,
  type CandidatePlan,
  PLAN_SETTINGS,
  planCandidates,
  SEARCH_MAX_CANDIDATES,
} from "./candidates";
import { createLexemeStats, type LexemeStats } from "./lexeme-stats";
import type { SearchQuery, TagItem } from "./schema";
import { type PreparedText, prepareText } from "./text";

export { SEARCH_MAX_CANDIDATES } from "./candidates";

export interface SearchInput {
  /** Free text, quotes already normalised; empty or undefined = no text condition. */
  q?: string | undefined;
  /** Tag slugs or names, any case. */
  tags?: readonly string[] | undefined;
  filters: readonly OfferFilter[];
  sort: SearchQuery["sort_by"];
  page: number;
  pageSize: number;
}

export interface SearchPage {
  cards: OfferCard[];
  /** Matches, counted up to SEARCH_MAX_CANDIDATES. */
  total: number;
  /** More than SEARCH_MAX_CANDIDATES offers match: `total` is a floor ("500+"). */
  totalIsEstimate: boolean;
}

const SORTS: Record<Exclude<SearchQuery["sort_by"], "relevance">, SQL> = {
  views: sql`m.views DESC`,
  // Over at most SEARCH_MAX_CANDIDATES candidates, so one index lookup each is cheap.
  most_redeemed: sql`${redemptionsOf(sql`m.id`)} DESC, m.views DESC`,
  highest_discount: sql`m.discount_rank DESC`,
  alphabetical: sql`lower(m.title_en) ASC`,
  new: sql`m.start_date DESC`,
};

/**
 * The ranked page with its cards; every row carries the candidate count. Past the last page one
 * row comes back with the count and NULL card columns.
 */
export function buildSearchSql(
  input: SearchInput,
  text: PreparedText | null,
  plan: CandidatePlan,
): SQL {
  const relevance = sql`m.exact DESC, m.rank DESC, m.tag_count DESC`;
  const order =
    input.sort === "relevance"
      ? sql`${relevance}, m.views DESC, m.id`
      : sql`${SORTS[input.sort]}, ${relevance}, m.id`;
  const offset = (input.page - 1) * input.pageSize;

  return sql`
    WITH ${buildMatched(input, text, plan)},
    page AS (
      SELECT m.id, row_number() OVER (ORDER BY ${order}) AS ord
      FROM matched m
      ORDER BY ord
      LIMIT ${input.pageSize} OFFSET ${offset}
    )
    SELECT counted.total, ${cardColumns}
    FROM (SELECT count(*)::int AS total FROM matched) counted
    LEFT JOIN (page JOIN offers o ON o.id = page.id JOIN partners p ON p.id = o.partner_id)
      ON true
    ORDER BY page.ord`;
}

/**
 * Runs `search`'s preparatory statement in `db` (a transaction: the plan settings are local to
 * it) and returns the main one, for EXPLAIN.
 */
export async function prepareSearchSql(
  db: Pick<Db, "execute">,
  input: SearchInput,
  stats: LexemeStats,
) {
  const q = input.q?.trim() ?? "";
  const text = q === "" ? null : await prepareText(db, q, stats, PLAN_SETTINGS);
  if (!text) await db.execute(sql`SELECT ${PLAN_SETTINGS}`);
  return buildSearchSql(input, text, planCandidates(input, text));
}

function needle(q: string): SQL {
  return sql`lower(spc_unaccent(${q}))`;
}

export interface SearchRepository {
  search(input: SearchInput): Promise<SearchPage>;
  /** Every tag, by English name. */
  listTags(): Promise<TagItem[]>;
  /** At most `limit` tags for a text: containment (EN or FR, any case/accents) first, then typos. */
  suggestTags(q: string, limit?: number): Promise<TagItem[]>;
}

type TagRow = {
  id: number;
  slug: string;
  name_en: string;
  name_fr: string;
};

function toTag(row: TagRow): TagItem {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name_en,
    name_en: row.name_en,
    name_fr: row.name_fr,
  };
}

export function createSearchRepository(db: Db): SearchRepository {
  const lexemeStats = createLexemeStats(db);
  return {
    async search(input) {
      const stats = await lexemeStats.get();
      // Two statements in one transaction (plan settings are transaction-local): the text
      // query with the settings, then the search.
      const { rows } = await db.transaction(async (tx) =>
        tx.execute<Partial<CardRow> & { total: number }>(await prepareSearchSql(tx, input, stats)),
      );
      const counted = Number(rows[0]?.total ?? 0);
      const now = new Date();
      const cards = rows
        .filter((row): row is CardRow & { total: number } => row.offer_id != null)
        .map((row) => toCard(row, now));
      return {
        cards,
        total: Math.min(counted, SEARCH_MAX_CANDIDATES),
        totalIsEstimate: counted > SEARCH_MAX_CANDIDATES,
      };
    },

    async listTags() {
      const { rows } = await db.execute<TagRow>(
        sql`SELECT id, slug, name_en, name_fr FROM tags ORDER BY lower(name_en), id`,
      );
      return rows.map(toTag);
    },

    async suggestTags(q, limit = TAG_SUGGESTIONS_LIMIT) {
      const text = q.trim();
      const n = needle(text);
      const en = sql`lower(spc_unaccent(t.name_en))`;
      const fr = sql`lower(spc_unaccent(t.name_fr))`;
      // Tags are a short list (tens to hundreds): a scan beats an index here.
      const { rows } = await db.execute<TagRow>(sql`
        WITH scored AS (
          SELECT t.id, t.slug, t.name_en, t.name_fr,
            (strpos(${en}, ${n}) > 0 OR strpos(${fr}, ${n}) > 0
              OR strpos(t.slug, ${n}) > 0) AS contains,
            (left(${en}, length(${n})) = ${n} OR left(${fr}, length(${n})) = ${n}) AS prefix,
            greatest(word_similarity(${n}, ${en}), word_similarity(${n}, ${fr})) AS similarity,
            (SELECT count(*) FROM offer_tags ot JOIN offers o ON o.id = ot.offer_id
              WHERE ot.tag_id = t.id AND ${ACTIVE_OFFER}) AS offers
          FROM tags t
        )
        SELECT id, slug, name_en, name_fr FROM scored
        WHERE contains OR similarity >= 0.4
        ORDER BY contains DESC, prefix DESC, similarity DESC, offers DESC, lower(name_en), id
        LIMIT ${limit}`);
      return rows.map(toTag);
    },
  };
}
