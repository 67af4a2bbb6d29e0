import { type OfferCard, type OfferFilter, TAG_SUGGESTIONS_LIMIT } from "@spc/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CardRow, cardColumns, toCard } from "../catalogue/cards";
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
  /** Matches, counted up to SEARCH_MAX_CANDIDATES. */
  total: number;
  /** More than SEARCH_MAX_CANDIDATES offers match: `total` is a floor ("500+"). */
  totalIsEstimate: boolean;
}

/**
 * Most offers one search retrieves, ranks and counts. Every result list is cut from at most this
 * many candidates, so a search costs about the same whether 50 or 100,000 offers match (a common
 * word like "étudiant" is in every description). Up to this many matches, ranking, sorting,
 * paging and the total are exact; beyond it they are over the first SEARCH_MAX_CANDIDATES matches
 * found, and the total is reported as a floor (`total_is_estimate`). 500 = 20+ pages of 24.
 */
export const SEARCH_MAX_CANDIDATES = 500;

/** At most this many corrections per query word (the closest by trigram similarity). */
const MAX_CORRECTIONS = 4;

/*
 * Two bounded candidate sets, then rank, sort and page that small set in one statement:
 *   exact: search_tsv @@ (EN ∪ FR ∪ simple websearch query of the unaccented text)
 *          — the partial GIN tsvector index; no ORDER BY, so the scan stops after
 *          SEARCH_MAX_CANDIDATES + 1 rows however many offers match (ranking all matches with
 *          ts_rank first is what made common words cost seconds).
 *   typo:  only while the exact set is not full: the same index with each query word widened to
 *          its close vocabulary words (search_words, trigram similarity ≥ pg_trgm's 0.3, looked up
 *          beforehand in a table of a few thousand words), minus the exact matches. This replaces
 *          `needle <% search_text` over every offer, whose re-checks cost ~1 s for "pizzza".
 * Relevance: exact matches first, then ts_rank (of the exact or the typo query), tags matched,
 * views. No per-row trigram similarity: word_similarity costs ~50 µs a row (trigrams of the
 * whole text), more than everything else a candidate costs; the typo words were already chosen
 * by similarity. With no text: the most viewed offers (offers_listed_views_idx).
 * Both tsqueries arrive as literals (prepareText), so the planner sees constant index conditions
 * and estimates them from column statistics; the CTE predicates repeat the index predicate
 * (status = 'active') verbatim so the partial GIN index applies.
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

/** EN ∪ FR ∪ simple websearch query of the unaccented text. */
function tsquery(q: SQL): SQL {
  return sql`(websearch_to_tsquery('english', spc_unaccent(${q}))
    || websearch_to_tsquery('french', spc_unaccent(${q}))
    || websearch_to_tsquery('simple', spc_unaccent(${q})))`;
}

function needle(q: string): SQL {
  return sql`lower(spc_unaccent(${q}))`;
}

/** websearch syntax, split: the words to match (quotes and OR dropped) and the "-excluded" ones. */
export function splitQuery(q: string): { positive: string; negative: string } {
  const positive: string[] = [];
  const negative: string[] = [];
  for (const token of q.replaceAll('"', " ").split(/\s+/)) {
    if (token === "" || token === "-" || token.toLowerCase() === "or") continue;
    if (token.startsWith("-")) negative.push(token.slice(1));
    else positive.push(token);
  }
  return { positive: positive.join(" "), negative: negative.join(" ") };
}

/** The text conditions of a search, as constants for the main statement. */
export interface PreparedText {
  /** The exact query (tsquery text). */
  exact: string;
  /** The typo query (tsquery text), or null when no word has a close vocabulary word. */
  typo: string | null;
}

/**
 * One small statement before the search: the exact tsquery, and the typo tsquery — each word of
 * the text as search_text spells it (unaccented, lower case, split on anything but a-z0-9; stop
 * words left out, 3+ letters to be corrected) OR-ed with its closest search_words (trigram
 * similarity ≥ pg_trgm.similarity_threshold, 0.3), words AND-ed, "-excluded" words negated.
 * Passing both as tsquery literals keeps planning cheap and lets the planner estimate them.
 */
export async function prepareText(
  db: Pick<Db, "execute">,
  q: string,
  settings: SQL = sql`NULL`,
): Promise<PreparedText> {
  const { positive, negative } = splitQuery(q);
  const words = (text: string) => sql`SELECT DISTINCT x AS word
      FROM regexp_split_to_table(lower(spc_unaccent(${text})), '[^a-z0-9]+') x
      WHERE x <> '' AND numnode(websearch_to_tsquery('english', x)) > 0
        AND numnode(websearch_to_tsquery('french', x)) > 0`;
  const { rows } = await db.execute<{ exact: string; typo: string | null }>(sql`
    WITH words AS (${words(positive)}),
    alternatives AS (
      SELECT w.word, a.alt, a.corrected FROM words w
      CROSS JOIN LATERAL (
        SELECT w.word AS alt, false AS corrected
        UNION ALL
        (SELECT sw.word, true FROM search_words sw
          WHERE length(w.word) >= 3 AND sw.word % w.word AND sw.word <> w.word
          ORDER BY similarity(sw.word, w.word) DESC, sw.word
          LIMIT ${MAX_CORRECTIONS})
      ) a
    ),
    terms AS (
      SELECT word, bool_or(corrected) AS corrected,
        string_agg('(' || ${tsquery(sql`alt`)}::text || ')', ' | ' ORDER BY alt) AS term
      FROM alternatives GROUP BY word
    ),
    excluded AS (
      SELECT string_agg('!(' || ${tsquery(sql`word`)}::text || ')', ' & ' ORDER BY word) AS term
      FROM (${words(negative)}) n
    )
    SELECT ${tsquery(sql`${q}`)}::text AS exact,
      CASE WHEN bool_or(t.corrected) THEN concat_ws(' & ',
        string_agg('(' || t.term || ')', ' & ' ORDER BY t.word),
        (SELECT term FROM excluded)) END AS typo,
      ${settings} AS settings
    FROM terms t`);
  const row = rows[0];
  return { exact: row?.exact ?? "", typo: row?.typo ?? null };
}

/**
 * Offers carrying any of the tags, with how many of them (one row per offer): a join on this
 * both filters and counts, reading the tags' offer_tags rows once.
 */
function tagMatch(tags: readonly string[]): SQL {
  const lowered = tags.map((tag) => tag.toLowerCase());
  const list = sql`ARRAY[${sql.join(
    lowered.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;
  return sql`(SELECT ot.offer_id, count(*) AS n FROM offer_tags ot
    WHERE ot.tag_id IN (SELECT t.id FROM tags t
      WHERE t.slug = ANY(${list}) OR lower(t.name_en) = ANY(${list})
        OR lower(t.name_fr) = ANY(${list}) OR lower(spc_unaccent(t.name_fr)) = ANY(${list}))
    GROUP BY ot.offer_id)`;
}

interface Candidates {
  exact: SQL;
  rank: SQL;
  match: SQL | null;
  order?: SQL;
  limit: SQL;
}

function candidates(input: SearchInput, c: Candidates): SQL {
  const tags = input.tags ?? [];
  const conditions: SQL[] = [ACTIVE];
  const tagged = tags.length > 0 ? tagMatch(tags) : null;
  const tagCount = tagged ? sql`tg.n` : sql`0::bigint`;
  if (c.match) conditions.push(c.match);
  for (const filter of new Set(input.filters)) conditions.push(FILTERS[filter]);
  return sql`
      SELECT o.id, o.views, o.discount_rank, o.title_en, o.start_date,
        ${c.exact} AS exact, ${c.rank} AS rank, ${tagCount} AS tag_count
      FROM offers o JOIN partners p ON p.id = o.partner_id AND p.is_active
      ${tagged ? sql`JOIN ${tagged} tg ON tg.offer_id = o.id` : sql``}
      WHERE ${sql.join(conditions, sql` AND `)}
      ${c.order ? sql`ORDER BY ${c.order}` : sql``}
      LIMIT ${c.limit}`;
}

/** The candidate CTEs (exact, then typo) and their union `matched`. */
function buildMatched(input: SearchInput, text: PreparedText | null): SQL {
  const limit = sql`${SEARCH_MAX_CANDIDATES + 1}`;
  if (!text) {
    // No text: the most viewed matching offers (walks offers_listed_views_idx); with tags, the
    // first tagged offers found.
    const all = candidates(input, {
      exact: sql`false`,
      rank: sql`0::real`,
      match: null,
      ...((input.tags ?? []).length === 0 ? { order: sql`o.views DESC, o.id` } : {}),
      limit,
    });
    return sql`exact AS MATERIALIZED (${all}), matched AS (SELECT * FROM exact)`;
  }
  const tsq = sql`${text.exact}::tsquery`;
  const exact = candidates(input, {
    exact: sql`true`,
    rank: sql`ts_rank(o.search_tsv, ${tsq})`,
    match: sql`o.search_tsv @@ ${tsq}`,
    limit,
  });
  if (!text.typo) return sql`exact AS MATERIALIZED (${exact}), matched AS (SELECT * FROM exact)`;
  const typo = sql`${text.typo}::tsquery`;
  const close = candidates(input, {
    exact: sql`false`,
    rank: sql`ts_rank(o.search_tsv, ${typo})`,
    match: sql`o.search_tsv @@ ${typo} AND NOT (o.search_tsv @@ ${tsq})`,
    // Only what the exact set leaves room for (LIMIT 0: the typo scan never starts).
    limit: sql`(SELECT ${SEARCH_MAX_CANDIDATES + 1} - count(*) FROM exact)`,
  });
  return sql`exact AS MATERIALIZED (${exact}),
    typo AS MATERIALIZED (${close}),
    matched AS (SELECT * FROM exact UNION ALL SELECT * FROM typo)`;
}

/**
 * The ranked page with its cards; every row carries the candidate count. Past the last page one
 * row comes back with the count and NULL card columns.
 */
export function buildSearchSql(input: SearchInput, text: PreparedText | null = null): SQL {
  const relevance = sql`m.exact DESC, m.rank DESC, m.tag_count DESC`;
  const order =
    input.sort === "relevance"
      ? sql`${relevance}, m.views DESC, m.id`
      : sql`${SORTS[input.sort]}, ${relevance}, m.id`;
  const offset = (input.page - 1) * input.pageSize;

  return sql`
    WITH ${buildMatched(input, text)},
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
 * Planner settings for the search statement (transaction-local). Candidate sets are cut without
 * ORDER BY, so they must come out in the same order on every call (or page 2 could repeat page
 * 1), and cheaply. Two scans do that: a bitmap scan of the partial GIN index (exactly the
 * matching rows, in physical order) for rarer words, and a plain sequential scan from block 0 for
 * words in most offers (the 501st match comes within a few hundred rows; a bitmap would first
 * collect all 100,000). So: no synchronized (shared start position) or parallel sequential scans,
 * no plain index scans (a full walk of offers_status_idx was chosen for "pizza"), and
 * random_page_cost 1.1 (a hot table; at 4 the planner reads 5,600 rows in sequence rather than
 * 400 pages of matches). Only the no-text, no-tag search walks an index in order (views).
 */
function planSettings(input: SearchInput): SQL {
  const ordered = (input.q?.trim() ?? "") === "" && (input.tags ?? []).length === 0;
  return sql`concat(set_config('enable_indexscan', ${ordered ? "on" : "off"}, true),
    set_config('random_page_cost', '1.1', true),
    set_config('synchronize_seqscans', 'off', true),
    set_config('max_parallel_workers_per_gather', '0', true))`;
}

/**
 * Runs `search`'s statements in `db` (a transaction: the settings are local to it) and returns
 * the main one, for EXPLAIN.
 */
export async function prepareSearchSql(db: Pick<Db, "execute">, input: SearchInput) {
  const q = input.q?.trim() ?? "";
  if (q === "") {
    await db.execute(sql`SELECT ${planSettings(input)}`);
    return buildSearchSql(input);
  }
  return buildSearchSql(input, await prepareText(db, q, planSettings(input)));
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
      // Two statements in one transaction (plan settings are transaction-local): the text
      // query with the settings, then the search.
      const { rows } = await db.transaction(async (tx) =>
        tx.execute<Partial<CardRow> & { total: number }>(await prepareSearchSql(tx, input)),
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
