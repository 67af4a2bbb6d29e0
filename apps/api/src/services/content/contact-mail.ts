import { type ContactTopic, typesetFrench } from "@spc/shared";
import { escapeHtml, type MailMessage } from "../../adapters/mailer";

// The two e-mails of a contact message: the message itself to the support address (English,
// for the team), and an acknowledgement to the sender in their language. The acknowledgement
// goes to any address a visitor types, so it repeats nothing they wrote but a plain first name
// (no link-like text, no markup): it cannot carry someone else's message.

const TOPICS: Record<ContactTopic, { en: string; fr: string }> = {
  membership: { en: "your membership", fr: "votre adhésion" },
  billing: { en: "billing and payments", fr: "la facturation et les paiements" },
  deals: { en: "a deal or a partner", fr: "un rabais ou un partenaire" },
  technical: { en: "the website or the app", fr: "le site ou l’appli" },
  partnership: { en: "a business partnership", fr: "un partenariat d’affaires" },
  privacy: { en: "your personal information", fr: "vos renseignements personnels" },
  other: { en: "your question", fr: "votre question" },
};

/** Longest name kept in the acknowledgement's greeting. */
const NAME_MAX = 40;

/** A sender's name reduced to plain words (no markup, links, addresses or control characters). */
export function plainName(raw: string): string {
  return raw
    .normalize("NFKC")
    .replace(/<[^>]*>/g, " ")
    .replace(/\p{C}/gu, " ")
    .split(/\s+/)
    .filter((word) => word && !/(:\/\/|^www\.|@|\.[a-z]{2,}(\/|$))/i.test(word))
    .map((word) => word.replace(/[<>"`&\\/{}[\]()=;:]/g, ""))
    .filter(Boolean)
    .join(" ")
    .slice(0, NAME_MAX)
    .trim();
}

function paragraphs(lines: readonly string[], language: "en" | "fr") {
  const lang = language === "fr" ? "fr-CA" : "en-CA";
  return {
    text: lines.join("\n\n"),
    html: `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">${lines
      .map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`)
      .join("")}</body></html>`,
  };
}

export interface ContactFacts {
  reference: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  language: "en" | "fr";
}

/** The message for the support team: every field, escaped in the HTML part. */
export function supportMail(to: string, facts: ContactFacts): MailMessage {
  const lines = [
    `New contact message ${facts.reference}`,
    `From: ${facts.name} <${facts.email}>`,
    `Topic: ${facts.topic} · Language: ${facts.language}`,
    facts.message,
    `Reply to ${facts.email}, quoting ${facts.reference}.`,
  ];
  return {
    to,
    subject: `Contact ${facts.reference} (${facts.topic}) from ${plainName(facts.name) || facts.email}`,
    kind: "contact_message",
    ...paragraphs(lines, "en"),
  };
}

/** The acknowledgement to the sender, in their language. */
export function acknowledgementMail(facts: ContactFacts): MailMessage {
  const name = plainName(facts.name);
  const topic = TOPICS[facts.topic];
  const lines =
    facts.language === "fr"
      ? [
          name ? `Bonjour ${name},` : "Bonjour,",
          `Merci d’avoir écrit à SPC. Nous avons bien reçu votre message au sujet de ${topic.fr}; notre équipe vous répondra d’ici deux jours ouvrables.`,
          `Votre numéro de référence : ${facts.reference}. Indiquez-le si vous nous écrivez de nouveau.`,
          "Si vous ne nous avez pas écrit, vous pouvez ignorer ce courriel. — L’équipe SPC",
        ].map(typesetFrench)
      : [
          name ? `Hi ${name},` : "Hi,",
          `Thanks for writing to SPC. We received your message about ${topic.en}, and our team will reply within two business days.`,
          `Your reference number is ${facts.reference}. Please quote it if you write to us again.`,
          "If you did not write to us, you can ignore this e-mail. — The SPC team",
        ];
  return {
    to: facts.email,
    subject:
      facts.language === "fr"
        ? `Nous avons bien reçu votre message (${facts.reference})`
        : `We received your message (${facts.reference})`,
    kind: "contact_acknowledgement",
    ...paragraphs(lines, facts.language),
  };
}
