import type { Env } from "./env";

export interface MailConfig {
  /** smtp(s)://… sends through nodemailer; unset keeps mail in the outbox table. */
  smtpUrl: string | undefined;
  from: string;
}

export function mailConfig(e: Env): MailConfig {
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM };
}
