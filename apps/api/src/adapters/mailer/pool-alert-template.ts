import type { MailLanguage } from "./copy";
import { linesMail } from "./plain-mail";

/** A code pool that reached its low-stock level (numbers already formatted for the language). */
export interface PoolAlertFacts {
  offerTitle: string;
  offerId: number;
  free: string;
  threshold: string;
  /** The offer's page in the back office. */
  adminUrl: string;
}

const COPY: Record<MailLanguage, (f: PoolAlertFacts) => string[]> = {
  en: (f) => [
    `The code pool of “${f.offerTitle}” (offer ${f.offerId}) is running low: ${f.free} free codes left (alert level ${f.threshold}).`,
    "Ask the partner for a new file and import it before members see “no code left”.",
    `Open the offer: ${f.adminUrl}`,
  ],
  fr: (f) => [
    `La réserve de codes de « ${f.offerTitle} » (offre ${f.offerId}) baisse : il reste ${f.free} codes libres (seuil d’alerte : ${f.threshold}).`,
    "Demandez un nouveau fichier au partenaire et importez-le avant que les membres ne voient « plus de code ».",
    `Ouvrir l’offre : ${f.adminUrl}`,
  ],
};

const SUBJECT: Record<MailLanguage, (f: PoolAlertFacts) => string> = {
  en: (f) => `Low on codes: ${f.offerTitle}`,
  fr: (f) => `Codes bientôt épuisés : ${f.offerTitle}`,
};

/** The staff alert of a code pool at its low-stock level; every line is escaped in the HTML. */
export function renderPoolAlertMail(
  facts: PoolAlertFacts,
  language: MailLanguage,
): { subject: string; text: string; html: string } {
  return linesMail(SUBJECT[language](facts), COPY[language](facts));
}
