import { escapeHtml, type MailMessage } from "../../../adapters/mailer";
import { hello } from "../../../adapters/mailer/copy";

/** Longest name kept in the greeting. */
const NAME_MAX = 40;

/**
 * The invitee's name as the sender typed it is attacker-controlled text in an e-mail sent to any
 * address: only plain words are kept — no markup characters, no link-like text, no line breaks
 * (a "name" of "click https://…" or "<a href…>" would turn our mail into their phishing) —
 * collapsed and cut to NAME_MAX. The HTML part escapes it again like every other line.
 */
export function plainName(raw: string): string {
  const words = raw
    .normalize("NFKC")
    .replace(/<[^>]*>/g, " ")
    .replace(/[\p{C}]/gu, " ")
    .split(/\s+/)
    .filter((word) => word && !/(:\/\/|^www\.|@|\.[a-z]{2,}(\/|$))/i.test(word))
    .map((word) => word.replace(/[<>"`&\\/{}[\]()=;:]/g, ""))
    .filter(Boolean);
  return words.join(" ").slice(0, NAME_MAX).trim();
}

/** The VIP invitation: the code and the sign-up link, in the invitee's language. */
export function vipInvitationMail(input: {
  to: string;
  name: string;
  code: string;
  link: string;
  language: "en" | "fr";
}): MailMessage {
  const name = plainName(input.name);
  const fr = input.language === "fr";
  const lines = fr
    ? [hello.fr(name), `Votre code VIP SPC : ${input.code}.`, `Inscrivez-vous : ${input.link}`]
    : [hello.en(name), `Your SPC VIP code: ${input.code}.`, `Sign up: ${input.link}`];
  return {
    to: input.to,
    subject: fr ? "Votre code VIP SPC" : "Your SPC VIP code",
    kind: "vip_code",
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
  };
}
