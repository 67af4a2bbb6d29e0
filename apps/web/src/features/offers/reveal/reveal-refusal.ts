import { ApiError } from "../../../lib/api-client";

/** Refusals of a code or link reveal that the member can understand and act on, by error code. */
const REFUSALS = {
  no_code_left: "offer.code.noneLeft",
  offer_not_started: "offer.code.notStarted",
  offer_ended: "offer.code.ended",
} as const;

/** The message of a reveal refusal, or null when the failure is not one (network, server…). */
export function revealRefusal(error: unknown): (typeof REFUSALS)[keyof typeof REFUSALS] | null {
  if (!(error instanceof ApiError) || !Object.hasOwn(REFUSALS, error.code)) return null;
  return REFUSALS[error.code as keyof typeof REFUSALS];
}
