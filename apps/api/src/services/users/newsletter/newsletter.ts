import { createHash, randomBytes } from "node:crypto";
import { ERROR_CODES, NEWSLETTER_CONSENT_VERSION } from "@spc/shared";
import {
  type Mailer,
  renderNewsletterConfirmMail,
  renderNewsletterWelcomeMail,
} from "../../../adapters/mailer";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import {
  hasAccount,
  insertSubscription,
  lockSubscription,
  recordConsent,
  type SubscriptionRow,
  setProfileOptIn,
  updateSubscription,
} from "./repository";

/** How long the confirmation link works. */
export const CONFIRM_TTL_MS = 3 * 24 * 3_600_000;
/** A pending address is sent its confirmation again at most this often (no mail bombing). */
export const RESEND_COOLDOWN_MS = 10 * 60_000;

export interface NewsletterContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
function newToken() {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hash(token) };
}
const lang = (language: string) => (language === "fr" ? "fr" : "en");

/** The links of every marketing e-mail: a page to manage it, and RFC 8058 one-click headers. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  const page = `${publicUrl}/newsletter/preferences?token=${token}`;
  const oneClick = `${publicUrl}/api/users/newsletter/unsubscribe?token=${token}`;
  return {
    page,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export type SubscribeResult = "already_sub" | "already_member" | "confirmation_sent";

/**
 * POST /subscribe: starts (or restarts) a double opt-in. Nothing counts until the address's owner
 * confirms from the e-mail. Answers only what spec §8 names: a confirmed subscriber, an address
 * with an account, else "check your inbox" — whether or not a mail actually went out this time.
 */
export async function subscribe(
  context: NewsletterContext,
  input: { email: string; language: "en" | "fr"; source: string; deviceId?: string },
): Promise<SubscribeResult> {
  const now = context.now?.() ?? new Date();
  const emailLower = input.email.trim().toLowerCase();
  const send = await context.db.transaction(async (tx) => {
    if (await hasAccount(tx, emailLower)) return { result: "already_member" as const };
    const existing = await lockSubscription(tx, "email", emailLower);
    if (existing?.status === "confirmed") return { result: "already_sub" as const };
    const recentlySent =
      existing?.status === "pending" &&
      existing.confirmSentAt !== null &&
      now.getTime() - existing.confirmSentAt.getTime() < RESEND_COOLDOWN_MS;
    if (recentlySent) return { result: "confirmation_sent" as const };
    const confirm = newToken();
    const fields = {
      status: "pending" as const,
      language: input.language,
      source: input.source,
      deviceId: input.deviceId ?? null,
      confirmTokenHash: confirm.hash,
      confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
      confirmSentAt: now,
    };
    if (existing) await updateSubscription(tx, existing.id, fields);
    else {
      await insertSubscription(tx, {
        ...fields,
        email: input.email.trim(),
        emailLower,
        unsubscribeTokenHash: newToken().hash,
      });
    }
    return { result: "confirmation_sent" as const, token: confirm.token, language: input.language };
  });
  if ("token" in send && send.token) {
    const url = `${context.publicUrl}/newsletter/confirm?token=${send.token}`;
    const mail = renderNewsletterConfirmMail(url, send.language);
    await context.mailer.send({ ...mail, to: emailLower, kind: "newsletter_confirm" });
  }
  return send.result;
}

function invalidLink(): AppError {
  return new AppError(ERROR_CODES.invalidToken, "This link is not valid");
}

/**
 * The confirmation link: the subscription counts from now, the consent is recorded (time, source,
 * wording version, address), and the first marketing e-mail carries the one-click unsubscribe.
 * A second click on the same link answers as the first (already confirmed).
 */
export async function confirmSubscription(
  context: NewsletterContext,
  token: string,
  ipAddress: string | null,
): Promise<{ status: "confirmed" }> {
  const now = context.now?.() ?? new Date();
  const done = await context.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, "confirm", hash(token));
    if (!row) throw invalidLink();
    if (row.status === "confirmed") return null;
    if (!row.confirmExpiresAt || row.confirmExpiresAt <= now) {
      throw new AppError(ERROR_CODES.tokenExpired, "This link has expired: subscribe again");
    }
    // A fresh unsubscribe token for the mails to come; the raw one only ever lives in e-mails.
    const unsubscribe = newToken();
    const confirmed = await updateSubscription(tx, row.id, {
      status: "confirmed",
      confirmedAt: now,
      unsubscribedAt: null,
      unsubscribeTokenHash: unsubscribe.hash,
    });
    await recordConsent(tx, {
      emailLower: row.emailLower,
      purpose: "marketing_email",
      granted: true,
      source: `newsletter_${row.source}`,
      wordingVersion: NEWSLETTER_CONSENT_VERSION,
      ipAddress,
    });
    return { row: confirmed, unsubscribeToken: unsubscribe.token };
  });
  if (done) await sendWelcome(context, done.row, done.unsubscribeToken);
  return { status: "confirmed" };
}

async function sendWelcome(
  context: NewsletterContext,
  row: SubscriptionRow,
  unsubscribeToken: string,
) {
  const links = unsubscribeLinks(context.publicUrl, unsubscribeToken);
  const mail = renderNewsletterWelcomeMail(
    `${context.publicUrl}/deals`,
    links.page,
    lang(row.language),
  );
  await context.mailer.send({
    ...mail,
    to: row.emailLower,
    kind: "newsletter_welcome",
    headers: links.headers,
  });
}

/** "j•••@example.com": enough to recognise one's address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

export async function preferencesOf(context: NewsletterContext, token: string) {
  const row = await context.db.transaction((tx) =>
    lockSubscription(tx, "unsubscribe", hash(token)),
  );
  if (!row) throw invalidLink();
  return { email: maskEmail(row.email), status: row.status };
}

/**
 * The unsubscribe token of a marketing e-mail turns the subscription off (one click, RFC 8058) or
 * on again (from the preferences page): every change is a consent record, and a member's profile
 * flag follows the same address.
 */
export async function setSubscribed(
  context: NewsletterContext,
  input: { token: string; subscribed: boolean; source: string; ipAddress: string | null },
) {
  const now = context.now?.() ?? new Date();
  return context.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, "unsubscribe", hash(input.token));
    if (!row) throw invalidLink();
    const target = input.subscribed ? ("confirmed" as const) : ("unsubscribed" as const);
    if (row.status !== target) {
      await updateSubscription(
        tx,
        row.id,
        input.subscribed
          ? { status: "confirmed", unsubscribedAt: null }
          : { status: "unsubscribed", unsubscribedAt: now },
      );
      await recordConsent(tx, {
        emailLower: row.emailLower,
        purpose: "marketing_email",
        granted: input.subscribed,
        source: input.source,
        wordingVersion: NEWSLETTER_CONSENT_VERSION,
        ipAddress: input.ipAddress,
      });
      await setProfileOptIn(tx, row.emailLower, input.subscribed);
    }
    return { email: maskEmail(row.email), status: target };
  });
}
