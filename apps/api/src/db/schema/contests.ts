import type { ContestEligibility, ContestQuestion } from "@spc/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

// Contests (spec §2.4, §3, §7; docs/decisions/0039-contests.md). Eligibility, the form's
// questions and the prizes are data, so a new contest needs no code. Holiday event pages are
// the content domain's `holiday_events` (decision 0034), not a table of their own here.

const tz = { withTimezone: true } as const;

export const contestEntryKinds = ["one_click", "form", "photo", "match_game"] as const;
export const contestPhotoStatuses = ["pending", "approved", "rejected"] as const;

export interface ContestPrizeRow {
  name_en: string;
  name_fr: string;
  quantity: number;
  day: number | null;
}

export const contests = pgTable(
  "contests",
  {
    id: serial("id").primaryKey(),
    /** The string id of registration (spec §3 `contest_id`) and of /contest/rules/:contestname. */
    contestId: text("contest_id").notNull(),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionFr: text("description_fr").notNull(),
    /** Markdown rules (spec §3 `rule_en`, `rule_fr`). */
    ruleEn: text("rule_en").notNull(),
    ruleFr: text("rule_fr").notNull(),
    opensAt: timestamp("opens_at", tz).notNull(),
    closesAt: timestamp("closes_at", tz).notNull(),
    entryKind: text("entry_kind", { enum: contestEntryKinds }).notNull(),
    eligibility: jsonb("eligibility").$type<ContestEligibility>().notNull(),
    questions: jsonb("questions").$type<ContestQuestion[]>().notNull().default([]),
    prizes: jsonb("prizes").$type<ContestPrizeRow[]>().notNull().default([]),
    /** How many winners a draw picks. */
    winnerCount: integer("winner_count").notNull().default(1),
    imageUrl: text("image_url"),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contests_contest_id_key").on(t.contestId),
    index("contests_window_idx").on(t.closesAt, t.opensAt),
    check("contests_window_check", sql`${t.opensAt} < ${t.closesAt}`),
    check("contests_contest_id_check", sql`${t.contestId} ~ '^[a-z0-9][a-z0-9_-]{0,79}$'`),
    check("contests_winner_count_check", sql`${t.winnerCount} >= 1`),
    check(
      "contests_entry_kind_check",
      sql.raw(`"entry_kind" IN (${contestEntryKinds.map((k) => `'${k}'`).join(", ")})`),
    ),
  ],
);

/** One entry per member per contest: the unique index makes a replay or a double click one entry. */
export const contestEntries = pgTable(
  "contest_entries",
  {
    id: serial("id").primaryKey(),
    contestId: integer("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    /** Photo entries: the storage key of the re-encoded image. */
    photoKey: text("photo_key"),
    photoStatus: text("photo_status", { enum: contestPhotoStatuses }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contest_entries_one_per_member").on(t.contestId, t.userId),
    index("contest_entries_user_idx").on(t.userId),
  ],
);

/**
 * A draw's record: the seed and the eligible entries in the order the draw read them, so anyone
 * can re-run it (`npm run contest:draw -- --verify <id>`) and get the same winners.
 */
export const contestDraws = pgTable(
  "contest_draws",
  {
    id: serial("id").primaryKey(),
    contestId: integer("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    seed: text("seed").notNull(),
    algorithm: text("algorithm").notNull(),
    entryIds: jsonb("entry_ids").$type<number[]>().notNull(),
    winnerEntryIds: jsonb("winner_entry_ids").$type<number[]>().notNull(),
    log: text("log").notNull(),
    drawnAt: timestamp("drawn_at", tz).notNull().defaultNow(),
  },
  (t) => [index("contest_draws_contest_idx").on(t.contestId)],
);
