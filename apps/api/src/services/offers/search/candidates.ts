import type { OfferFilter } from "@spc/shared";
import { type SQL, sql } from "drizzle-orm";
import { isLimitedAt } from "../catalogue/cards";
import type { SearchQuery } from "./schema";
import type { PreparedText } from "./text";

/**
 * Most offers one search retrieves, ranks and counts. Every result list is cut from at most this
 * many candidates, so a search costs about the same whether 50 or 100,000 offers match (a common
 * word like "étudiant" is in every description). Up to this many matches, ranking, sorting,
 * paging and the total are exact; beyond it they are over the SEARCH_MAX_CANDIDATES first
 * matches in the candidate order (below), and the total is reported as a floor
 * (`total_is_estimate`). 500 = 20+ pages of 24.
 */
export const SEARCH_MAX_CANDIDATES = 500;

/** What the candidate statements need of a search. */
export interface CandidateInput {
  tags?: readonly string[] | undefined;
  filters: readonly OfferFilter[];
  sort: SearchQuery["sort_by"];
}

/*
 * Two bounded candidate sets (exact, then typo), then ranked, sorted and paged:
 *   exact: search_tsv @@ (EN ∪ FR ∪ simple websearch query of the unaccented text).
 *   typo:  only while the exact set is not full: each query word widened to its close
 *          vocabulary words (search_words, trigram similarity, looked up beforehand), minus the
 *          exact matches. Replaces `needle <% search_text` over every offer (~1 s for "pizzza").
 * Each set is read one of three ways (planCandidates), chosen from the estimated number of
 * matches m (pg_stats, see prepareText) and of offers n, so its cost stays bounded whatever
 * the word. The cut order is the sort's own key where an index of active offers has it
 * (highest_discount, new: the listings' orders and indexes), else the most viewed
 * (offers_listed_views_idx).
 *   first (relevance, m below ≈ 28,000 of 100,000): no order — the GIN bitmap's rows in
 *          physical order, the scan stopping at the cap; reads about cap heap pages.
 *   fetch (explicit sorts, m ≤ √(cap·n) ≈ 7,000 of 100,000): every match through the GIN
 *          index, then a top-N sort in the cut order — reads m rows; exact for any sort. The
 *          subquery is fenced (OFFSET 0) so the LIMIT cannot lure the planner into walking an
 *          index for a word it over-estimates.
 *   walk  (common words, like "étudiants" in every description): the cut order's index,
 *          testing each offer with ts_match_vq (the function form, which the GIN index cannot
 *          serve), stopping at the cap — reads ≈ cap·n/m rows instead of all m matches.
 * None depends on the table's layout: the earlier cut of common words was a sequential scan
 * "from block 0", which read 14,000 empty pages (40 ms) once a bulk update had moved every row.
 * Relevance: exact matches first, then ts_rank, tags matched, views. No per-row trigram
 * similarity (~50 µs a row). The predicates repeat the partial index predicate
 * (status = 'active') verbatim so the GIN index applies.
 */
/** Listed right now, as in the catalogue listings (isListed): active, started, not ended. */
export const ACTIVE_OFFER = sql`o.status = 'active' AND o.start_date <= now()
  AND (o.end_date IS NULL OR o.end_date > now())`;

const FILTERS: Record<OfferFilter, SQL> = {
  online: sql`o.online`,
  instore: sql`o.in_store`,
  spc_plus: sql`o.is_spc_plus`,
  // The listings' rule: an offer without both window dates is not limited (spec §4).
  lto: isLimitedAt(sql`now()`),
  new: sql`(o.is_new_offer OR o.is_new_partner)`,
};

/** The ids of switched-off partners, whose offers are never listed (usually none). */
const INACTIVE = sql`inactive AS (SELECT array(SELECT id FROM partners WHERE NOT is_active) AS ids)`;

/** The candidate order of each sort, over the candidate columns (c.views, c.id…). */
const CANDIDATE_ORDER: Record<SearchQuery["sort_by"], SQL> = {
  relevance: sql`c.views DESC, c.id`,
  views: sql`c.views DESC, c.id`,
  most_redeemed: sql`c.views DESC, c.id`,
  alphabetical: sql`c.views DESC, c.id`,
  highest_discount: sql`c.discount_rank DESC, c.views DESC, c.id`,
  new: sql`c.start_date DESC, c.id DESC`,
};

/**
 * Walking the order's index reads fewer rows than fetching every match: about cap·n/m rows
 * against m, so past m = √(cap·n) (≈ 7,000 of 100,000 offers).
 */
export function walksIndex(matches: number, offers: number): boolean {
  return matches * matches > (SEARCH_MAX_CANDIDATES + 1) * offers;
}

/**
 * The unordered cut ("first") reads about cap heap pages whatever m is, plus a bitmap of m row
 * ids (≈ 0.2 µs each: 20 ms for 100,000 on a busy machine) against ≈ 3 µs per row walked: it
 * stays cheaper than walking until m ≈ 4·√(cap·n) (≈ 28,000 of 100,000 offers).
 */
export function walksIndexUnordered(matches: number, offers: number): boolean {
  return matches * matches > 16 * (SEARCH_MAX_CANDIDATES + 1) * offers;
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

interface CandidateSet {
  exact: boolean;
  /** The tsquery ranking the set (over `c.tsv`), or none. */
  rankBy: SQL | null;
  /** Conditions on `o` besides the active and filter ones. */
  match: SQL | null;
  /** "walk": cut in index order; "fetch": all matches, then sorted; "first": unordered. */
  scan: "walk" | "fetch" | "first";
  limit: SQL;
}

function candidates(input: CandidateInput, set: CandidateSet): SQL {
  const tags = input.tags ?? [];
  // Partners are switched off rarely: excluding the few inactive ones (a list read once) costs
  // nothing per candidate, where a join looked up 2,500 partners for 2,500 matches.
  const conditions: SQL[] = [
    ACTIVE_OFFER,
    sql`o.partner_id <> ALL ((SELECT ids FROM inactive)::int[])`,
  ];
  const tagged = tags.length > 0 ? tagMatch(tags) : null;
  if (set.match) conditions.push(set.match);
  for (const filter of new Set(input.filters)) conditions.push(FILTERS[filter]);
  const rows = sql`
      SELECT o.id, o.views, o.discount_rank, o.title_en, o.start_date, o.search_tsv AS tsv,
        ${tagged ? sql`tg.n` : sql`0::bigint`} AS tag_count
      FROM offers o
      ${tagged ? sql`JOIN ${tagged} tg ON tg.offer_id = o.id` : sql``}
      WHERE ${sql.join(conditions, sql` AND `)}
      ${set.scan === "fetch" ? sql`OFFSET 0` : sql``}`;
  return sql`
      SELECT c.id, c.views, c.discount_rank, c.title_en, c.start_date, ${set.exact ? sql`true` : sql`false`} AS exact,
        ${set.rankBy ? sql`ts_rank(c.tsv, ${set.rankBy})` : sql`0::real`} AS rank, c.tag_count
      FROM (${rows}) c
      ${set.scan === "first" ? sql`` : sql`ORDER BY ${CANDIDATE_ORDER[input.sort]}`}
      LIMIT ${set.limit}`;
}

type Scan = CandidateSet["scan"];

/** How each candidate set (exact, typo) is read; see above. */
export interface CandidatePlan {
  exact: Scan;
  typo: Scan;
}

/**
 * Relevance (the default) ranks whatever set it gets, so a word that is not common takes the
 * first matches found — a GIN bitmap scan that stops after SEARCH_MAX_CANDIDATES + 1 rows (about
 * as many heap pages; or a walk of an index in row order, which the planner may prefer for a
 * fairly common word), where fetching every match of a word in 5 % of offers reads 5,000.
 * The explicit sorts fetch every match so their order is exact. Common words walk an index;
 * the exact and typo sets are judged apart ("studnts" matches nothing, its correction
 * "students" every offer).
 */
export function planCandidates(input: CandidateInput, text: PreparedText | null): CandidatePlan {
  if (!text) {
    const scan = (input.tags ?? []).length > 0 ? "first" : "walk";
    return { exact: scan, typo: scan };
  }
  if (input.sort === "relevance") {
    const scan = (matches: number) =>
      walksIndexUnordered(matches, text.offers) ? "walk" : "first";
    return { exact: scan(text.exactMatches), typo: scan(text.typoMatches) };
  }
  const scan = (matches: number) => (walksIndex(matches, text.offers) ? "walk" : "fetch");
  return { exact: scan(text.exactMatches), typo: scan(text.typoMatches) };
}

/**
 * Planner settings for the search (transaction-local): no sequential scan of offers (from block
 * 0 it can read thousands of empty pages before the first match, and none is needed: every read
 * goes through an index), no parallel workers and no JIT for a statement of a few
 * milliseconds, random_page_cost 1.1 (a hot table). The scans themselves are shaped by the SQL.
 */
export const PLAN_SETTINGS = sql`concat(set_config('enable_seqscan', 'off', true),
    set_config('random_page_cost', '1.1', true),
    set_config('max_parallel_workers_per_gather', '0', true),
    set_config('jit', 'off', true))`;

/** The candidate CTEs (exact, then typo) and their union `matched`. */
export function buildMatched(
  input: CandidateInput,
  text: PreparedText | null,
  plan: CandidatePlan,
): SQL {
  const limit = sql`${SEARCH_MAX_CANDIDATES + 1}`;
  if (!text) {
    // No text: the first offers in the sort's order (an index walk); with tags, the first
    // tagged offers found (their offer_tags rows, then the offers by id).
    const all = candidates(input, {
      exact: false,
      rankBy: null,
      match: null,
      scan: plan.exact,
      limit,
    });
    return sql`${INACTIVE}, exact AS MATERIALIZED (${all}), matched AS (SELECT * FROM exact)`;
  }
  const tsq = sql`${text.exact}::tsquery`;
  const exact = candidates(input, {
    exact: true,
    rankBy: tsq,
    match:
      plan.exact === "walk" ? sql`ts_match_vq(o.search_tsv, ${tsq})` : sql`o.search_tsv @@ ${tsq}`,
    scan: plan.exact,
    limit,
  });
  if (!text.typo) {
    return sql`${INACTIVE}, exact AS MATERIALIZED (${exact}), matched AS (SELECT * FROM exact)`;
  }
  const typo = sql`${text.typo}::tsquery`;
  const close = candidates(input, {
    exact: false,
    rankBy: typo,
    match: sql`${plan.typo === "walk" ? sql`ts_match_vq(o.search_tsv, ${typo})` : sql`o.search_tsv @@ ${typo}`}
      AND NOT ts_match_vq(o.search_tsv, ${tsq})`,
    scan: plan.typo,
    // Only what the exact set leaves room for (LIMIT 0: the typo scan never starts).
    limit: sql`(SELECT ${SEARCH_MAX_CANDIDATES + 1} - count(*) FROM exact)`,
  });
  return sql`${INACTIVE}, exact AS MATERIALIZED (${exact}),
    typo AS MATERIALIZED (${close}),
    matched AS (SELECT * FROM exact UNION ALL SELECT * FROM typo)`;
}
