import type { ContestQuestion } from "@spc/shared";

export type AnswerValue = string | boolean;

/** The message id of a field's problem (the server checks the same rules with answersSchemaOf). */
export type AnswerIssue =
  | "contests.form.required"
  | "contests.form.tooLong"
  | "contests.form.consent";

/**
 * Checks a form contest's answers against its questions before sending: a required text must be
 * filled and no longer than its maximum, a required choice chosen, a required consent ticked.
 */
export function answerIssues(
  questions: readonly ContestQuestion[],
  answers: Readonly<Record<string, AnswerValue | undefined>>,
): Record<string, AnswerIssue> {
  const issues: Record<string, AnswerIssue> = {};
  for (const question of questions) {
    const value = answers[question.key];
    if (question.kind === "consent") {
      if (question.required && value !== true) issues[question.key] = "contests.form.consent";
      continue;
    }
    const text = typeof value === "string" ? value.trim() : "";
    if (!text) {
      if (question.required) issues[question.key] = "contests.form.required";
    } else if (question.kind === "text" && text.length > question.max_length) {
      issues[question.key] = "contests.form.tooLong";
    }
  }
  return issues;
}

/** What is sent: trimmed texts, chosen values, consents; empty optional answers left out. */
export function answersToSend(
  questions: readonly ContestQuestion[],
  answers: Readonly<Record<string, AnswerValue | undefined>>,
): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const question of questions) {
    const value = answers[question.key];
    if (question.kind === "consent") {
      if (value === true || question.required) sent[question.key] = value === true;
    } else if (typeof value === "string" && value.trim()) {
      sent[question.key] = question.kind === "text" ? value.trim() : value;
    }
  }
  return sent;
}
