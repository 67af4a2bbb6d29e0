import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

/** At most this many corrections per query word (the closest by trigram similarity). */
const MAX_CORRECTIONS = 4;

/** EN ∪ FR ∪ simple websearch query of the unaccented text. */
function tsquery(q: SQL): SQL {
  return sql`(websearch_to_tsquery('english', spc_unaccent(${q}))
    || websearch_to_tsquery('french', spc_unaccent(${q}))
    || websearch_to_tsquery('simple', spc_unaccent(${q})))`;
}

/**
 * The same union as tsquery(), as text, without repeats: most words give the same lexeme in
 * two or three configurations ('haircut' | 'haircut' | 'haircut'), and the planner estimates an
 * OR of n equal terms as n times as frequent — which made it walk the views index for a word in
 * 2.5 % of offers (20,000 rows read) instead of fetching its 2,500 matches.
 */
function distinctTsquery(q: SQL): SQL {
  return sql`(SELECT coalesce(string_agg(DISTINCT '(' || x::text || ')', ' | '), '')
    FROM unnest(ARRAY[websearch_to_tsquery('english', spc_unaccent(${q})),
      websearch_to_tsquery('french', spc_unaccent(${q})),
      websearch_to_tsquery('simple', spc_unaccent(${q}))]) x
    WHERE numnode(x) > 0)`;
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
  /**
   * Estimated number of offers each query matches (0 when unknown or rare), from the column
   * statistics of search_tsv: the rarest word's most frequent lexeme. Decides how candidates are
   * read (see planCandidates in ./candidates).
   */
  exactMatches: number;
  typoMatches: number;
  /** Estimated offers in all (the table's statistics; 0 before the first ANALYZE). */
  offers: number;
}

type TextRow = {
  exact: string | null;
  typo: string | null;
  exact_share: number | string | null;
  typo_share: number | string | null;
  offers: number | string | null;
};

/**
 * One small statement before the search: the exact tsquery, and the typo tsquery — each word of
 * the text as search_text spells it (unaccented, lower case, split on anything but a-z0-9; stop
 * words left out, 3+ letters to be corrected) OR-ed with its closest search_words (trigram
 * similarity ≥ pg_trgm.similarity_threshold, 0.3), words AND-ed, "-excluded" words negated —
 * and how many offers each is likely to match, from pg_stats (the most common lexemes of
 * search_tsv with their frequencies; a lexeme missing from that list is rare).
 * Passing both as tsquery literals keeps planning cheap and lets the planner estimate them.
 */
export async function prepareText(db: Pick<Db, "execute">, q: string): Promise<PreparedText> {
  const { positive, negative } = splitQuery(q);
  const words = (text: string) => sql`SELECT DISTINCT x AS word
      FROM regexp_split_to_table(lower(spc_unaccent(${text})), '[^a-z0-9]+') x
      WHERE x <> '' AND numnode(websearch_to_tsquery('english', x)) > 0
        AND numnode(websearch_to_tsquery('french', x)) > 0`;
  const { rows } = await db.execute<TextRow>(sql`
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
    lexemes AS (
      -- Words are single a-z0-9 tokens: one lexeme per configuration.
      SELECT a.word, a.corrected, l.lexeme FROM alternatives a
      CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', a.alt)
        || to_tsvector('french', a.alt) || to_tsvector('simple', a.alt))) l(lexeme)
    ),
    frequent AS (
      SELECT e.lexeme, e.share FROM pg_stats s
      CROSS JOIN LATERAL unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs)
        AS e(lexeme, share)
      WHERE s.schemaname = current_schema() AND s.tablename = 'offers'
        AND s.attname = 'search_tsv' AND e.lexeme IS NOT NULL
    ),
    terms AS (
      -- Each lexeme once (see distinctTsquery).
      SELECT x.word, bool_or(x.corrected) AS corrected,
        string_agg(DISTINCT quote_literal(x.lexeme), ' | ') AS term,
        coalesce(max(f.share) FILTER (WHERE NOT x.corrected), 0) AS exact_share,
        coalesce(max(f.share), 0) AS typo_share
      FROM lexemes x LEFT JOIN frequent f ON f.lexeme = x.lexeme
      GROUP BY x.word
    ),
    excluded AS (
      SELECT string_agg('!(' || ${tsquery(sql`word`)}::text || ')', ' & ' ORDER BY word) AS term
      FROM (${words(negative)}) n
    )
    SELECT ${distinctTsquery(sql`${q}`)} AS exact,
      CASE WHEN bool_or(t.corrected) THEN concat_ws(' & ',
        string_agg('(' || t.term || ')', ' & ' ORDER BY t.word),
        (SELECT term FROM excluded)) END AS typo,
      min(t.exact_share) AS exact_share, min(t.typo_share) AS typo_share,
      (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = 'offers'::regclass) AS offers
    FROM terms t`);
  const row = rows[0];
  const offers = Number(row?.offers ?? 0);
  return {
    exact: row?.exact ?? "",
    typo: row?.typo ?? null,
    exactMatches: Math.round(Number(row?.exact_share ?? 0) * offers),
    typoMatches: Math.round(Number(row?.typo_share ?? 0) * offers),
    offers,
  };
}
