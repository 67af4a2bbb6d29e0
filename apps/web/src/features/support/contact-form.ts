import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  type ContactRequest,
  type ContactTopic,
  issue,
  isValidEmail,
  type Language,
  VALIDATION_MESSAGES as MSG,
} from "@spc/shared";
import type { FieldError } from "../../components/form/field-error";
import type { ErrorMessages } from "../../i18n/error-messages";
import { ApiError } from "../../lib/api-client";

/*
 * The contact form's rules (decision 0036): the same ones as the API's contactRequestSchema
 * (packages/shared/src/api/site-content.ts), written without zod so the page's chunk stays small.
 */

export interface ContactValues {
  name: string;
  email: string;
  topic: ContactTopic | "";
  message: string;
}

export type ContactField = keyof ContactValues;
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "topic", "message"];

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", topic: "", message: "" };

const MAX_LENGTH: Record<Exclude<ContactField, "topic">, number> = {
  name: CONTACT_NAME_MAX_LENGTH,
  email: CONTACT_EMAIL_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
};

function tooLong(max: number): FieldError {
  return { message: "contact.error.tooLong", values: { max: max.toLocaleString("en-CA") } };
}

/** The error of one field, or null: what shows beside it once it has been left (on blur). */
export function validateContactField(
  field: ContactField,
  values: ContactValues,
): FieldError | null {
  if (field === "topic") {
    return (CONTACT_TOPICS as readonly string[]).includes(values.topic)
      ? null
      : { message: "contact.error.topicRequired" };
  }
  const value = values[field].trim();
  if (value === "") return issue(MSG.required);
  if (field === "email" && !isValidEmail(value)) return issue(MSG.emailInvalid);
  if (value.length > MAX_LENGTH[field]) return tooLong(MAX_LENGTH[field]);
  return null;
}

/** Every field's error (on submit). */
export function validateContact(values: ContactValues): Partial<Record<ContactField, FieldError>> {
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The body of POST /api/content/contact. */
export function contactRequest(values: ContactValues, language: Language): ContactRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: values.topic as ContactTopic,
    message: values.message.trim(),
    language,
  };
}

/** The contact form's wording of the API's refusals (spec §8 rate limit, decision 0034 guards). */
export const CONTACT_ERRORS: ErrorMessages = {
  rate_limited: "contact.error.rateLimited",
  validation_error: "contact.error.invalid",
  service_unavailable: "contact.error.unavailable",
  captcha_required: "contact.error.captcha",
  captcha_failed: "contact.error.captcha",
  network_error: "contact.error.network",
};

/**
 * The fields a 400 validation_error names (the API's message reads `Invalid body: email: …;
 * message: …`), each with the shared rule's message id when the API gave one, else a plain
 * "check this field". Empty for any other error.
 */
export function serverFieldErrors(error: unknown): Partial<Record<ContactField, FieldError>> {
  if (!(error instanceof ApiError) || error.code !== "validation_error") return {};
  const found: Partial<Record<ContactField, FieldError>> = {};
  const issues = error.message.replace(/^Invalid [a-z]+:\s*/i, "").split(/;\s*/);
  for (const text of issues) {
    const match = /^(\w+):\s*(.*)$/.exec(text);
    const field = match?.[1] as ContactField | undefined;
    if (!field || !CONTACT_FIELDS.includes(field)) continue;
    const said = match?.[2] ?? "";
    if (said === MSG.required || said === MSG.emailInvalid) found[field] = issue(said);
    else if (field !== "topic" && /big|long|at most/i.test(said))
      found[field] = tooLong(MAX_LENGTH[field]);
    else if (field === "topic") found[field] = { message: "contact.error.topicRequired" };
    else found[field] = { message: "contact.error.fieldInvalid" };
  }
  return found;
}
