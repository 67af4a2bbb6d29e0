import { LOCKOUT_MINUTES } from "@spc/shared";
import { eq } from "drizzle-orm";
import { type Mailer, type MailKind, type MailLanguage, renderMail } from "../../adapters/mailer";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";

/** The user's language for e-mails: the profile's, else the one given at sign-up, else English. */
export async function mailLanguageOf(db: Db, userId: string): Promise<MailLanguage> {
  const [profile] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (profile) return profile.language;
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return user?.language === "fr" ? "fr" : "en";
}

/** Only same-site paths may follow a verification (no open redirect through our e-mails). */
export function safeRedirectPath(value: string | null | undefined, publicUrl: string): string {
  if (!value) return "/";
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    const url = new URL(value);
    if (url.origin === new URL(publicUrl).origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // not a URL
  }
  return "/";
}

/** Links in e-mails land on the web's auth action page, which calls the API. */
export function authActionUrl(publicUrl: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params);
  return `${publicUrl}/__/auth/action?${query.toString()}`;
}

export interface AccountMails {
  send(
    kind: MailKind,
    user: { id: string; email: string; name: string },
    url: string,
    language?: MailLanguage,
  ): Promise<void>;
  verification(
    user: { id: string; email: string; name: string },
    token: string,
    redirect: string,
  ): Promise<void>;
  resetPassword(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  unlock(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  signUpAttempt(user: { id: string; email: string; name: string }): Promise<void>;
}

export function createAccountMails(db: Db, mailer: Mailer, publicUrl: string): AccountMails {
  const mails: AccountMails = {
    async send(kind, user, url, language) {
      const lang = language ?? (await mailLanguageOf(db, user.id));
      const content = renderMail(kind, lang, { name: user.name, url, minutes: LOCKOUT_MINUTES });
      await mailer.send({ to: user.email, kind, ...content });
    },
    async verification(user, token, redirect) {
      const lang = await mailLanguageOf(db, user.id);
      const url = authActionUrl(publicUrl, {
        mode: "verifyEmail",
        verifyToken: token,
        redirectUrl: safeRedirectPath(redirect, publicUrl),
        lang,
      });
      await mails.send("verify_email", user, url, lang);
    },
    async resetPassword(user, token) {
      const lang = await mailLanguageOf(db, user.id);
      const url = authActionUrl(publicUrl, { mode: "resetPassword", resetToken: token, lang });
      await mails.send("reset_password", user, url, lang);
    },
    async unlock(user, token) {
      const lang = await mailLanguageOf(db, user.id);
      const url = authActionUrl(publicUrl, { mode: "unlockAccount", unlockToken: token, lang });
      await mails.send("unlock_account", user, url, lang);
    },
    async signUpAttempt(user) {
      await mails.send("sign_up_attempt", user, `${publicUrl}/login`);
    },
  };
  return mails;
}
