import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

/**
 * How common the most common lexemes of offers.search_tsv are: PostgreSQL's own column
 * statistics (pg_stats.most_common_elems, refreshed by ANALYZE / autovacuum). A lexeme missing
 * from the list is rarer than every listed one. Empty before the first ANALYZE (a new database):
 * every word then counts as rare.
 */
export interface LexemeStats {
  /** Share of offers (0–1) containing each common lexeme. */
  shares: ReadonlyMap<string, number>;
  /** Estimated offers in all (0 before the first ANALYZE). */
  offers: number;
}

export interface LexemeStatsSource {
  get(): Promise<LexemeStats>;
}

/** Statistics move only with ANALYZE; re-reading them every few minutes is plenty. */
const MAX_AGE_MS = 5 * 60_000;

type ShareRow = { lexeme: string; share: number | string };

async function readStats(db: Pick<Db, "execute">): Promise<LexemeStats> {
  const [shares, offers] = await Promise.all([
    db.execute<ShareRow>(sql`
      SELECT e.lexeme, e.share FROM pg_stats s
      CROSS JOIN LATERAL unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs)
        AS e(lexeme, share)
      WHERE s.schemaname = current_schema() AND s.tablename = 'offers'
        AND s.attname = 'search_tsv' AND e.lexeme IS NOT NULL`),
    db.execute<{ offers: number | string }>(
      sql`SELECT greatest(reltuples, 0) AS offers FROM pg_class WHERE oid = 'offers'::regclass`,
    ),
  ]);
  return {
    shares: new Map(shares.rows.map((row) => [row.lexeme, Number(row.share)])),
    offers: Number(offers.rows[0]?.offers ?? 0),
  };
}

/**
 * The statistics, read once and then again in the background when older than MAX_AGE_MS (kept
 * in memory: reading pg_stats in every search's statement cost ~1 ms of planning and execution).
 */
export function createLexemeStats(
  db: Pick<Db, "execute">,
  now: () => number = Date.now,
): LexemeStatsSource {
  let current: { stats: LexemeStats; at: number } | null = null;
  let loading: Promise<LexemeStats> | null = null;

  function load(): Promise<LexemeStats> {
    loading ??= readStats(db)
      .then((stats) => {
        current = { stats, at: now() };
        return stats;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    async get() {
      // Unreadable statistics only cost the choice of scan: every word counts as rare.
      if (!current) return load().catch(() => ({ shares: new Map(), offers: 0 }));
      if (now() - current.at > MAX_AGE_MS) load().catch(() => {});
      return current.stats;
    },
  };
}

/** Estimated offers matching every word: the rarest word's most common lexeme. */
export function estimateMatches(words: readonly (readonly string[])[], stats: LexemeStats) {
  if (words.length === 0) return 0;
  const share = Math.min(
    ...words.map((lexemes) => Math.max(0, ...lexemes.map((l) => stats.shares.get(l) ?? 0))),
  );
  return Math.round(share * stats.offers);
}
