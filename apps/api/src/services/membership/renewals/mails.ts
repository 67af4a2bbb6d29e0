import { eq } from "drizzle-orm";
import { type Mailer, type MailLanguage, renderMail } from "../../../adapters/mailer";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { mailLanguageOf } from "../../auth";
import { notify } from "../../notifications";

export type RenewalMailKind =
  | "renewal_succeeded"
  | "renewal_payment_failed"
  | "renewal_auto_renew_off";

export interface RenewalMailFacts {
  amountCents: number;
  currency: string;
  /** The card's last valid day: the new one after a renewal, else the current one. */
  expiryDate: string;
}

/**
 * The renewal job's e-mails and their notifications (decision 0048); `send` never throws (a lost
 * e-mail must not undo a settled charge).
 */
export interface RenewalMails {
  send(kind: RenewalMailKind, userId: string, facts: RenewalMailFacts): Promise<void>;
}

/** Where each mail's button leads: the card after a renewal, billing when something is to fix. */
const TARGET: Record<RenewalMailKind, string> = {
  renewal_succeeded: "/membership-screen",
  renewal_payment_failed: "/billing",
  renewal_auto_renew_off: "/billing",
};

/** How long a renewal's notification stays in the centre. */
const NOTICE_DAYS = 45;

const LOCALE: Record<MailLanguage, string> = { en: "en-CA", fr: "fr-CA" };

/** "$13.55" / "13,55 $". */
export function formatAmount(cents: number, currency: string, language: MailLanguage): string {
  return new Intl.NumberFormat(LOCALE[language], { style: "currency", currency }).format(
    cents / 100,
  );
}

/** "March 3, 2027" / "3 mars 2027" (a calendar day, so no time zone shift). */
export function formatDay(day: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(LOCALE[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function createRenewalMails(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  log?: { error(obj: object, msg?: string): void },
): RenewalMails {
  return {
    async send(kind, userId, facts) {
      try {
        const [user] = await db
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(eq(users.id, userId));
        if (!user) return;
        const language = await mailLanguageOf(db, userId);
        const content = renderMail(kind, language, {
          name: user.name,
          url: `${publicUrl}${TARGET[kind]}`,
          amount: formatAmount(facts.amountCents, facts.currency, language),
          date: formatDay(facts.expiryDate, language),
        });
        await mailer.send({ to: user.email, kind, ...content });
      } catch (error) {
        log?.error({ err: error, kind, userId }, "renewal e-mail not sent");
      }
      try {
        // The same news in the member's notification centre (decision 0048), once per renewal.
        await notify(db, userId, {
          kind: "membership",
          message_key: kind,
          params: { date: facts.expiryDate },
          link: TARGET[kind],
          expires_at: new Date(Date.now() + NOTICE_DAYS * 86_400_000),
          dedupe_key: `${kind}:${facts.expiryDate}`,
        });
      } catch (error) {
        log?.error({ err: error, kind, userId }, "renewal notification not stored");
      }
    },
  };
}
