import { escapeHtml } from "./templates";

// Short card mails (guest order, golden ticket) are plain paragraphs: no button, no layout.

/** A card number as printed on the card: groups of four joined by dashes. */
export function groupCardNumber(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, "$1-");
}

/** Paragraphs as the text part (blank line between) and the HTML part (every line escaped). */
export function linesMail(
  subject: string,
  lines: readonly string[],
): { subject: string; text: string; html: string } {
  return {
    subject,
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
  };
}
