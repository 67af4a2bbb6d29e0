import type { MailLanguage } from "./copy";
import { linesMail } from "./plain-mail";

const NBSP = "\u00a0";

const CONFIRM: Record<MailLanguage, { subject: string; lines: (url: string) => string[] }> = {
  en: {
    subject: "Confirm your subscription to SPC deals",
    lines: (url) => [
      "Someone (we hope you) asked to receive SPC's student deals by e-mail at this address.",
      `Confirm within 3 days to start receiving them: ${url}`,
      "If it wasn't you, ignore this e-mail: without your confirmation we will not write again.",
    ],
  },
  fr: {
    subject: "Confirmez votre abonnement aux offres SPC",
    lines: (url) => [
      "Quelqu’un (vous, nous l’espérons) a demandé à recevoir les offres étudiantes de SPC par courriel à cette adresse.",
      `Confirmez d’ici 3${NBSP}jours pour commencer à les recevoir${NBSP}: ${url}`,
      `Si ce n’était pas vous, ignorez ce courriel${NBSP}: sans votre confirmation, nous ne vous écrirons plus.`,
    ],
  },
};

const WELCOME: Record<
  MailLanguage,
  { subject: string; lines: (deals: string, preferences: string) => string[] }
> = {
  en: {
    subject: "You're in: SPC deals, straight to your inbox",
    lines: (deals, preferences) => [
      "Thanks for confirming. Expect new partner deals, limited-time offers and contests — a few e-mails a month, never more.",
      `Start browsing now: ${deals}`,
      `Changed your mind? Unsubscribe in one click: ${preferences}`,
    ],
  },
  fr: {
    subject: `C’est fait${NBSP}: les offres SPC, directement dans votre boîte`,
    lines: (deals, preferences) => [
      "Merci de votre confirmation. Attendez-vous à de nouvelles offres de nos partenaires, à des offres à durée limitée et à des concours — quelques courriels par mois, jamais plus.",
      `Commencez dès maintenant${NBSP}: ${deals}`,
      `Vous avez changé d’avis${NBSP}? Désabonnez-vous en un clic${NBSP}: ${preferences}`,
    ],
  },
};

/** The double opt-in e-mail: one link, nothing else marketing. */
export function renderNewsletterConfirmMail(url: string, language: MailLanguage) {
  const copy = CONFIRM[language];
  return linesMail(copy.subject, copy.lines(url));
}

/** The first marketing e-mail, sent once the address is confirmed. */
export function renderNewsletterWelcomeMail(
  deals: string,
  preferences: string,
  language: MailLanguage,
) {
  const copy = WELCOME[language];
  return linesMail(copy.subject, copy.lines(deals, preferences));
}
