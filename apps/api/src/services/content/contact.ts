import { randomBytes } from "node:crypto";
import type { ContactTopic } from "@spc/shared";
import type { Mailer } from "../../adapters/mailer";
import { AppError } from "../../lib/app-error";
import { acknowledgementMail, type ContactFacts, supportMail } from "./contact-mail";

export interface ContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  language: "en" | "fr";
}

// Unambiguous letters and digits (no 0/O, 1/I/L) for a reference read over the phone.
const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A short reference quoted in both e-mails, e.g. SPC-7KQ4M2. */
export function contactReference(): string {
  const bytes = randomBytes(6);
  let code = "";
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `SPC-${code}`;
}

/**
 * Sends a contact message to the support address, then the acknowledgement to the sender.
 * When the support mail cannot be sent the visitor is told (503) so they can try again; a lost
 * acknowledgement only reaches `onAcknowledgementFailure` (the team has the message).
 */
export async function sendContactMessage(
  mailer: Mailer,
  supportEmail: string,
  input: ContactMessage,
  onAcknowledgementFailure: (error: unknown) => void,
): Promise<{ reference: string }> {
  const facts: ContactFacts = { ...input, reference: contactReference() };
  try {
    await mailer.send(supportMail(supportEmail, facts));
  } catch (error) {
    throw AppError.unavailable("The message could not be sent", error);
  }
  try {
    await mailer.send(acknowledgementMail(facts));
  } catch (error) {
    onAcknowledgementFailure(error);
  }
  return { reference: facts.reference };
}
