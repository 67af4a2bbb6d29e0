import { errorEnvelopeSchema } from "@spc/shared";
import { commonErrorResponses } from "../../lib/error-responses";

/** The errors every back-office route can answer (its guard's, and the common ones). */
export const staffErrors = {
  401: errorEnvelopeSchema.describe("Not signed in (unauthorized)"),
  403: errorEnvelopeSchema.describe(
    "Not staff, a role this call does not allow, or no second factor yet (forbidden, details.reason not_staff | role | two_factor_required)",
  ),
  ...commonErrorResponses,
} as const;
