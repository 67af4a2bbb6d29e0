import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { estimateMatches, type LexemeStats } from "./lexeme-stats";

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

/**
 * The text without the words one of the two languages ignores ("de", "la", "en", "the", "of"…),
 * websearch syntax kept (quotes, "or", "-"); the text as typed when nothing else is left ("off").
 * The English and simple configurations keep "de": in an exact query it made the GIN index read
 * a posting list of every offer (French titles) for nothing — "locations de voiture" spent
 * 15 ms there. The typo query leaves the same words out.
 */
function withoutStopWords(q: string): SQL {
  return sql`SELECT CASE WHEN bool_or(t.kept AND t.word) THEN
        string_agg(CASE WHEN t.kept THEN t.token ELSE ' ' END, '' ORDER BY t.n)
      ELSE ${q} END AS text
    FROM (SELECT m.n, m.token[1] AS token, m.token[1] ~ '^[a-z0-9]+$' AND m.token[1] <> 'or' AS word,
        m.token[1] !~ '^[a-z0-9]+$' OR m.token[1] = 'or'
          OR (numnode(websearch_to_tsquery('english', m.token[1])) > 0
            AND numnode(websearch_to_tsquery('french', m.token[1])) > 0) AS kept
      FROM regexp_matches(lower(spc_unaccent(${q})), '[a-z0-9]+|[^a-z0-9]+', 'g')
        WITH ORDINALITY AS m(token, n)) t`;
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
   * statistics of search_tsv (see ./lexeme-stats). Decides how candidates are read (see
   * planCandidates in ./candidates).
   */
  exactMatches: number;
  typoMatches: number;
  /** Estimated offers in all (the table's statistics; 0 before the first ANALYZE). */
  offers: number;
}

type TextRow = {
  exact: string | null;
  typo: string | null;
  /** Per query word: its own lexemes, and those of its corrections too. */
  lexemes: { exact: string[]; all: string[] }[] | string | null;
};

/**
 * One small statement before the search: the exact tsquery, and the typo tsquery — each word of
 * the text as search_text spells it (unaccented, lower case, split on anything but a-z0-9; stop
 * words left out, 3+ letters to be corrected) OR-ed with its closest search_words (trigram
 * similarity ≥ pg_trgm.similarity_threshold, 0.3), words AND-ed, "-excluded" words negated —
 * and each word's lexemes, to estimate from `stats` how many offers each query matches.
 * Passing both as tsquery literals keeps planning cheap and lets the planner estimate them.
 * `settings` (set_config calls) ride along, saving a round trip.
 */
export async function prepareText(
  db: Pick<Db, "execute">,
  q: string,
  stats: LexemeStats,
  settings: SQL = sql`NULL`,
): Promise<PreparedText> {
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
    terms AS (
      -- Each lexeme once (see distinctTsquery).
      SELECT x.word, bool_or(x.corrected) AS corrected,
        string_agg(DISTINCT quote_literal(x.lexeme), ' | ') AS term,
        array_agg(DISTINCT x.lexeme) FILTER (WHERE NOT x.corrected) AS exact_lexemes,
        array_agg(DISTINCT x.lexeme) AS all_lexemes
      FROM lexemes x
      GROUP BY x.word
    ),
    cleaned AS (${withoutStopWords(q)}),
    excluded AS (
      SELECT string_agg('!(' || ${tsquery(sql`word`)}::text || ')', ' & ' ORDER BY word) AS term
      FROM (${words(negative)}) n
    )
    SELECT ${distinctTsquery(sql`(SELECT text FROM cleaned)`)} AS exact,
      CASE WHEN bool_or(t.corrected) THEN concat_ws(' & ',
        string_agg('(' || t.term || ')', ' & ' ORDER BY t.word),
        (SELECT term FROM excluded)) END AS typo,
      json_agg(json_build_object('exact', coalesce(t.exact_lexemes, '{}'), 'all', t.all_lexemes))
        AS lexemes,
      ${settings} AS settings
    FROM terms t`);
  const row = rows[0];
  const raw = row?.lexemes ?? [];
  const found = typeof raw === "string" ? (JSON.parse(raw) as Exclude<typeof raw, string>) : raw;
  return {
    exact: row?.exact ?? "",
    typo: row?.typo ?? null,
    exactMatches: estimateMatches(
      found.map((word) => word.exact),
      stats,
    ),
    typoMatches: estimateMatches(
      found.map((word) => word.all),
      stats,
    ),
    offers: stats.offers,
  };
}
