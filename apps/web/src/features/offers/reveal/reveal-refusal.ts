import type { ErrorCode } from "@spc/shared";
import { errorMessageId } from "../../../i18n/error-messages";
import type { MessageId } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";

/** Refusals of a code or link reveal that the member can understand and act on. */
const REFUSALS: ReadonlySet<string> = new Set<ErrorCode>([
  "no_code_left",
  "offer_not_started",
  "offer_ended",
]);

/** The message of a reveal refusal, or null when the failure is not one (network, server…). */
export function revealRefusal(error: unknown): MessageId | null {
  if (!(error instanceof ApiError) || !REFUSALS.has(error.code)) return null;
  return errorMessageId(error);
}
