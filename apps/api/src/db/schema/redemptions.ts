import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./enums";
import { offers } from "./offers";

const tz = { withTimezone: true } as const;

/** What a reveal handed out: a code (GET /v2/offers/{id}/code) or the partner link (…/url). */
export const codeRevealKinds = ["code", "url"] as const;

/**
 * Every code or link a member revealed (issue 4: member, offer, code, time). Append-only history:
 * DELETE /redeemedcode/{offer id} only sets `cleared_at` on the member's rows, so the UI stops
 * showing the code while the record stays. Unique-code ownership lives in `offer_codes`, not here.
 */
export const codeReveals = pgTable(
  "code_reveals",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: codeRevealKinds }).notNull(),
    /** The code shown; null for a link reveal and for code mode no_code. */
    code: text("code"),
    /** The partner link served, when there was one. */
    url: text("url"),
    /** Context flags of the code request (is_online, is_website), null when not given. */
    isOnline: boolean("is_online"),
    isWebsite: boolean("is_website"),
    revealedAt: timestamp("revealed_at", tz).notNull().defaultNow(),
    /** Set when the member cleared the code (DELETE /redeemedcode/{offer id}). */
    clearedAt: timestamp("cleared_at", tz),
  },
  (t) => [
    index("code_reveals_user_id_offer_id_idx").on(t.userId, t.offerId),
    index("code_reveals_offer_id_idx").on(t.offerId),
    check("code_reveals_kind_check", sql.raw(`"kind" IN (${sqlList(codeRevealKinds)})`)),
  ],
);
