import type { MailLanguage } from "./copy";
import { groupCardNumber, linesMail } from "./plain-mail";

/** What the e-mail of a guest order says: the values are formatted by the caller, except the
 * card number, grouped by four here for reading. */
export interface GuestCardFacts {
  cardNumber: string;
  csv: string;
  /** The amount paid with its currency, e.g. "13.79 CAD". */
  total: string;
  orderId: string;
  /** The activation page with the number and code filled in. */
  activateUrl: string;
}

const COPY: Record<MailLanguage, (facts: GuestCardFacts, number: string) => string[]> = {
  en: (f, number) => [
    `Thank you for your purchase (${f.total}, order ${f.orderId}).`,
    `Card number: ${number} — security code: ${f.csv}.`,
    `Activate it in your account: ${f.activateUrl}`,
  ],
  fr: (f, number) => [
    `Merci pour votre achat (${f.total}, commande ${f.orderId}).`,
    `Numéro de carte : ${number} — code de sécurité : ${f.csv}.`,
    `Activez-la dans votre compte : ${f.activateUrl}`,
  ],
};

const SUBJECT: Record<MailLanguage, string> = {
  en: "Your SPC membership card",
  fr: "Votre carte de membre SPC",
};

/**
 * The card of a guest order (no account, so no greeting by name and no button: the buyer needs
 * the number and code to activate it later, in plain lines). Every line is escaped in the HTML.
 */
export function renderGuestCardMail(
  facts: GuestCardFacts,
  language: MailLanguage,
): { subject: string; text: string; html: string } {
  return linesMail(SUBJECT[language], COPY[language](facts, groupCardNumber(facts.cardNumber)));
}
