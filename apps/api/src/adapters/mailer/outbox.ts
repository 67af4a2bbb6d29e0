import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import type { Mailer } from "./types";

/** The default mailer: e-mails land in the `outbox` table (see the /dev/mailbox page). */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(outbox).values({
        toAddress: message.to.trim().toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
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
