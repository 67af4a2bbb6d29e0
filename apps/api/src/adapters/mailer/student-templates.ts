import type { MailLanguage } from "./copy";
import { linesMail } from "./plain-mail";

const NBSP = "\u00a0";

const VERIFY: Record<
  MailLanguage,
  { subject: string; lines: (code: string, url: string, minutes: number) => string[] }
> = {
  en: {
    subject: "Your SPC student verification code",
    lines: (code, url, minutes) => [
      "You asked SPC to confirm that this school address is yours.",
      `Your code: ${code}`,
      `Or open this link while signed in: ${url}`,
      `The code and the link work once, for ${minutes} minutes.`,
      "If it wasn't you, ignore this e-mail: nothing changes without the code.",
    ],
  },
  fr: {
    subject: "Votre code de vérification étudiante SPC",
    lines: (code, url, minutes) => [
      "Vous avez demandé à SPC de confirmer que cette adresse scolaire est bien la vôtre.",
      `Votre code${NBSP}: ${code}`,
      `Ou ouvrez ce lien en étant connecté${NBSP}: ${url}`,
      `Le code et le lien ne fonctionnent qu’une fois, pendant ${minutes}${NBSP}minutes.`,
      `Si ce n’était pas vous, ignorez ce courriel${NBSP}: rien ne change sans le code.`,
    ],
  },
};

/** The school-address verification e-mail: a 6-digit code and the same request's link. */
export function renderStudentVerificationMail(
  code: string,
  url: string,
  minutes: number,
  language: MailLanguage,
) {
  const copy = VERIFY[language];
  return linesMail(copy.subject, copy.lines(code, url, minutes));
}
