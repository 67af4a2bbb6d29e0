/** What a message is for; the outbox and logs keep it, templates are chosen by it. */
export type MailKind =
  | "verify_email"
  | "reset_password"
  | "unlock_account"
  | "sign_up_attempt"
  | (string & {});

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing mail (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends one e-mail. Implementations: SMTP (nodemailer) or the local outbox table. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}
