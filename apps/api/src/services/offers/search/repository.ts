import { type OfferCard, type OfferFilter, TAG_SUGGESTIONS_LIMIT } from "@spc/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CardRow, cardColumns, toCard } from "./cards";
import type { SearchQuery, TagItem } from "./schema";

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
  total: number;
}

/*
 * One statement: match, rank, page, cards. The text condition is
 *   search_tsv @@ (EN ∪ FR ∪ simple websearch query of the unaccented text)   -- exact words/stems
 *   OR lower(unaccented text) <% search_text                                  -- typos (pg_trgm)
 * both served by the partial GIN indexes of migration 0003 (a BitmapOr). Query expressions are
 * constants after folding (spc_unaccent and the tsquery constructors are immutable), so the
 * planner sees them as index conditions. Relevance: a full-text match first, then ts_rank, then
 * trigram word similarity.
 */
const ACTIVE = sql`o.status = 'active' AND (o.end_date IS NULL OR o.end_date > now())`;

const FILTERS: Record<OfferFilter, SQL> = {
  online: sql`o.online`,
  instore: sql`o.in_store`,
  spc_plus: sql`o.is_spc_plus`,
  lto: sql`(o.is_limited_time AND coalesce(o.lto_start_date <= now(), true)
    AND coalesce(o.lto_end_date >= now(), true))`,
  new: sql`(o.is_new_offer OR o.is_new_partner)`,
};

const SORTS: Record<Exclude<SearchQuery["sort_by"], "relevance">, SQL> = {
  views: sql`m.views DESC`,
  // No redemption counter exists per offer yet; views stand in for popularity.
  most_redeemed: sql`m.views DESC`,
  highest_discount: sql`m.discount_rank DESC`,
  alphabetical: sql`lower(m.title_en) ASC`,
  new: sql`m.start_date DESC`,
};

function tsquery(q: string): SQL {
  return sql`(websearch_to_tsquery('english', spc_unaccent(${q}))
    || websearch_to_tsquery('french', spc_unaccent(${q}))
    || websearch_to_tsquery('simple', spc_unaccent(${q})))`;
}

function needle(q: string): SQL {
  return sql`lower(spc_unaccent(${q}))`;
}

function tagMatch(tags: readonly string[]): SQL {
  const lowered = tags.map((tag) => tag.toLowerCase());
  const list = sql`ARRAY[${sql.join(
    lowered.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;
  return sql`(SELECT count(*) FROM offer_tags ot JOIN tags t ON t.id = ot.tag_id
    WHERE ot.offer_id = o.id
      AND (t.slug = ANY(${list}) OR lower(t.name_en) = ANY(${list})
        OR lower(t.name_fr) = ANY(${list})
        OR lower(spc_unaccent(t.name_fr)) = ANY(${list})))`;
}

function buildMatched(input: SearchInput): SQL {
  const q = input.q?.trim() ?? "";
  const tags = input.tags ?? [];
  const conditions: SQL[] = [ACTIVE];
  let exact = sql`false`;
  let rank = sql`0::real`;
  let similarity = sql`0::real`;
  if (q !== "") {
    const tsq = tsquery(q);
    exact = sql`(o.search_tsv @@ ${tsq})`;
    rank = sql`ts_rank(o.search_tsv, ${tsq})`;
    similarity = sql`word_similarity(${needle(q)}, o.search_text)`;
    conditions.push(sql`(o.search_tsv @@ ${tsq} OR ${needle(q)} <% o.search_text)`);
  }
  const tagCount = tags.length > 0 ? tagMatch(tags) : sql`0::bigint`;
  if (tags.length > 0) conditions.push(sql`${tagCount} > 0`);
  for (const filter of new Set(input.filters)) conditions.push(FILTERS[filter]);

  return sql`
      SELECT o.id, o.views, o.discount_rank, o.title_en, o.start_date,
        ${exact} AS exact, ${rank} AS rank, ${similarity} AS similarity, ${tagCount} AS tag_count
      FROM offers o JOIN partners p ON p.id = o.partner_id AND p.is_active
      WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The ranked page with its cards and the total match count (on every row). */
export function buildSearchSql(input: SearchInput): SQL {
  const relevance = sql`m.exact DESC, m.rank DESC, m.similarity DESC, m.tag_count DESC`;
  const order =
    input.sort === "relevance"
      ? sql`${relevance}, m.views DESC, m.id`
      : sql`${SORTS[input.sort]}, ${relevance}, m.id`;
  const offset = (input.page - 1) * input.pageSize;

  return sql`
    WITH matched AS (${buildMatched(input)}),
    page AS (
      SELECT m.id, (count(*) OVER ())::int AS total, row_number() OVER (ORDER BY ${order}) AS ord
      FROM matched m
      ORDER BY ord
      LIMIT ${input.pageSize} OFFSET ${offset}
    )
    SELECT ${cardColumns}, page.total
    FROM page JOIN offers o ON o.id = page.id JOIN partners p ON p.id = o.partner_id
    ORDER BY page.ord`;
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
  return {
    async search(input) {
      const { rows } = await db.execute<CardRow & { total: number }>(buildSearchSql(input));
      if (rows.length > 0) {
        return { cards: rows.map((row) => toCard(row)), total: Number(rows[0]!.total) };
      }
      if (input.page === 1) return { cards: [], total: 0 };
      // Past the last page: the window count saw no row, so count on its own.
      const { rows: counted } = await db.execute<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM (${buildMatched(input)}) m`,
      );
      return { cards: [], total: Number(counted[0]?.total ?? 0) };
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
              WHERE ot.tag_id = t.id AND ${ACTIVE}) AS offers
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
