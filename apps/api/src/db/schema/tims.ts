import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

const tz = { withTimezone: true } as const;

/**
 * A member's coffee-chain rewards link (spec §3 "Linking status", docs/decisions/0046): one row
 * per member, the rewards account's e-mail as the partner confirmed it (trimmed, lower case). The
 * unique index makes "one member per rewards account" certain, also when two members race.
 */
export const timsLinks = pgTable(
  "tims_links",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    rewardsEmail: text("rewards_email").notNull(),
    /** The partner's id of the rewards account (the local adapter derives one). */
    rewardsAccountId: text("rewards_account_id").notNull(),
    linkedAt: timestamp("linked_at", tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tims_links_rewards_email_key").on(sql`lower(${t.rewardsEmail})`)],
);

/**
 * The pre-link (spec §7 `th-pre-link`): the rewards e-mail a member said they would link, kept
 * before the partner confirms anything (decision 0046). Not unique: it proves nothing.
 */
export const timsPreLinks = pgTable("tims_pre_links", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  rewardsEmail: text("rewards_email").notNull(),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
});
