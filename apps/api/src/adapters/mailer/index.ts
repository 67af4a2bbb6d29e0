import type { MailConfig } from "../../config";
import type { Db } from "../../db/client";
import { createOutboxMailer } from "./outbox";
import { createSmtpMailer } from "./smtp";
import type { Mailer } from "./types";

export { type GoldenTicketFacts, renderGoldenTicketMail } from "./golden-ticket-template";
export { type GuestCardFacts, renderGuestCardMail } from "./guest-card-template";
export { mailboxRoutes } from "./mailbox";
export {
  renderNewsletterConfirmMail,
  renderNewsletterWelcomeMail,
} from "./newsletter-templates";
export { deleteOutboxFor, findOutboxMail, listOutbox } from "./outbox";
export { type PoolAlertFacts, renderPoolAlertMail } from "./pool-alert-template";
export { renderStudentVerificationMail } from "./student-templates";
export { escapeHtml, type MailLanguage, renderMail } from "./templates";
export type { Mailer, MailKind, MailMessage } from "./types";

/** SMTP when SMTP_URL is set, else the local outbox table. */
export function createMailer(config: MailConfig, db: Db): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.from) : createOutboxMailer(db);
}
