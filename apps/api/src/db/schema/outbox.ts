import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * E-mails "sent" by the default (local) mailer: nothing leaves the machine; the development
 * mailbox page (/dev/mailbox) lists them. Rows addressed to a deleted account are deleted with it.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What the mail is for: verification, reset_password, unlock_account, sign_up_attempt… */
    kind: text("kind").notNull(),
    /** Extra headers sent with it (List-Unsubscribe of marketing mail), as SMTP would send them. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_to_address_idx").on(t.toAddress)],
);
