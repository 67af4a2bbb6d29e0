import { hello, type MailLanguage, type Template, type TemplateParams } from "./copy";
import { RENEWAL_TEMPLATES } from "./renewal-templates";
import type { MailKind } from "./types";

export type { MailLanguage } from "./copy";

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const FOOTER = {
  en: "If you did not ask for this, you can ignore this e-mail. — The SPC team",
  fr: "Si vous n’avez rien demandé, vous pouvez ignorer ce courriel. — L’équipe SPC",
};

const TEMPLATES: Record<string, Template> = {
  verify_email: () => ({
    en: {
      subject: "Confirm your e-mail address",
      greeting: hello.en,
      paragraphs: ["Please confirm your e-mail address to finish creating your SPC account."],
      action: "Confirm my e-mail",
      footer: FOOTER.en,
    },
    fr: {
      subject: "Confirmez votre adresse courriel",
      greeting: hello.fr,
      paragraphs: [
        "Veuillez confirmer votre adresse courriel pour terminer la création de votre compte SPC.",
      ],
      action: "Confirmer mon courriel",
      footer: FOOTER.fr,
    },
  }),
  reset_password: () => ({
    en: {
      subject: "Reset your password",
      greeting: hello.en,
      paragraphs: [
        "We received a request to reset the password of your SPC account. The link works once, for one hour.",
      ],
      action: "Choose a new password",
      footer: FOOTER.en,
    },
    fr: {
      subject: "Réinitialisez votre mot de passe",
      greeting: hello.fr,
      paragraphs: [
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte SPC. Le lien fonctionne une seule fois, pendant une heure.",
      ],
      action: "Choisir un nouveau mot de passe",
      footer: FOOTER.fr,
    },
  }),
  unlock_account: ({ minutes = 15 }) => ({
    en: {
      subject: "Your account is temporarily locked",
      greeting: hello.en,
      paragraphs: [
        `After several failed sign-in attempts your SPC account is locked for ${minutes} minutes.`,
        "If it was you, unlock it now with the button below. If not, consider changing your password.",
      ],
      action: "Unlock my account",
      footer: FOOTER.en,
    },
    fr: {
      subject: "Votre compte est temporairement verrouillé",
      greeting: hello.fr,
      paragraphs: [
        `Après plusieurs tentatives de connexion infructueuses, votre compte SPC est verrouillé pendant ${minutes} minutes.`,
        "Si c’était vous, déverrouillez-le maintenant avec le bouton ci-dessous. Sinon, pensez à changer votre mot de passe.",
      ],
      action: "Déverrouiller mon compte",
      footer: FOOTER.fr,
    },
  }),
  sign_up_attempt: () => ({
    en: {
      subject: "Someone tried to create an account with your e-mail",
      greeting: hello.en,
      paragraphs: [
        "Someone (maybe you) tried to create a new SPC account with this e-mail address, which already has one.",
        "You can sign in as usual; if you forgot your password, reset it from the sign-in page.",
      ],
      action: "Sign in",
      footer: FOOTER.en,
    },
    fr: {
      subject: "Quelqu’un a tenté de créer un compte avec votre courriel",
      greeting: hello.fr,
      paragraphs: [
        "Quelqu’un (peut-être vous) a tenté de créer un nouveau compte SPC avec cette adresse courriel, qui en a déjà un.",
        "Vous pouvez vous connecter comme d’habitude; si vous avez oublié votre mot de passe, réinitialisez-le depuis la page de connexion.",
      ],
      action: "Se connecter",
      footer: FOOTER.fr,
    },
  }),
  ...RENEWAL_TEMPLATES,
};

/**
 * Renders a mail in the member's language. Every piece of text, the name included, is escaped
 * in the HTML part; the link is ours (built from PUBLIC_URL), escaped as an attribute.
 */
export function renderMail(
  kind: MailKind,
  language: MailLanguage,
  params: TemplateParams,
): { subject: string; text: string; html: string } {
  const template = TEMPLATES[kind];
  if (!template) throw new Error(`No e-mail template for ${kind}`);
  const copy = template(params)[language] ?? template(params).en;
  const greeting = copy.greeting(params.name.trim());
  const text = [
    greeting,
    "",
    ...copy.paragraphs,
    "",
    `${copy.action}: ${params.url}`,
    "",
    copy.footer,
  ].join("\n");
  const html = [
    `<!doctype html><html lang="${language === "fr" ? "fr-CA" : "en-CA"}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...copy.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(params.url)}" style="display:inline-block;padding:10px 18px;background:#c8102e;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(copy.action)}</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(params.url)}</p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(copy.footer)}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject: copy.subject, text, html };
}
