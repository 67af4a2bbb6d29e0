import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import { foreignRequestAddress } from "./request-origin";
import { escapeHtml } from "./templates";
import type { Mailer, MailMessage } from "./types";

/**
 * What the outbox keeps of a mail caused by a request from another computer: the development
 * mailbox is readable by whoever sits at this machine, and a reset or unlock link asked for by
 * someone else must never be completed through it (docs/decisions/0019).
 */
export function withheldCopy(message: MailMessage, address: string): MailMessage {
  const text = `This e-mail was caused by a request from another computer (${address}). Its content is withheld from the development mailbox, which only shows mail asked for on this machine. Set SMTP_URL to deliver real mail.`;
  return { ...message, text, html: `<p>${escapeHtml(text)}</p>` };
}

/** The default mailer: e-mails land in the `outbox` table (see the /dev/mailbox page). */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: "outbox",
    async send(original) {
      const foreign = foreignRequestAddress();
      const message = foreign ? withheldCopy(original, foreign) : original;
      await db.insert(outbox).values({
        toAddress: message.to.trim().toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        headers: message.headers ?? null,
      });
    },
  };
}

export interface OutboxMail {
  id: number;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  headers: Record<string, string> | null;
  createdAt: Date;
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 200): Promise<OutboxMail[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Mails kept for an address go with the account (personal data). */
export async function deleteOutboxFor(db: Db, email: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.toAddress, email.trim().toLowerCase()));
}
