import type { MailLanguage } from "./copy";
import { groupCardNumber, linesMail } from "./plain-mail";

/** A member's golden-ticket card, as `POST /user/send_golden_ticket_email` mails it. */
export interface GoldenTicketFacts {
  firstName: string;
  cardNumber: string;
  /** The card's last valid day (YYYY-MM-DD), or null when it has none. */
  expiryDate: string | null;
}

const COPY: Record<MailLanguage, (facts: GoldenTicketFacts, number: string) => string[]> = {
  en: (f, number) => [
    `Hi ${f.firstName},`,
    `Your SPC golden ticket: card ${number}, valid until ${f.expiryDate ?? "—"}.`,
  ],
  fr: (f, number) => [
    `Bonjour ${f.firstName},`,
    `Votre billet d'or SPC : carte ${number}, valide jusqu'au ${f.expiryDate ?? "—"}.`,
  ],
};

const SUBJECT: Record<MailLanguage, string> = {
  en: "Your SPC golden ticket",
  fr: "Votre billet d'or SPC",
};

/** The golden-ticket e-mail in the member's language; every line escaped in the HTML. */
export function renderGoldenTicketMail(
  facts: GoldenTicketFacts,
  language: MailLanguage,
): { subject: string; text: string; html: string } {
  return linesMail(SUBJECT[language], COPY[language](facts, groupCardNumber(facts.cardNumber)));
}
