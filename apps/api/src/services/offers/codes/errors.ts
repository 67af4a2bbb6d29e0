import { ERROR_CODES } from "@spc/shared";

/**
 * Codes and messages of the reveal routes (the offer ones — offer_not_found, offer_delisted,
 * offer_expired — are OFFER_ERRORS, as on the offer detail). Messages are the English text of
 * the envelope; the web shows its own translation for the code.
 */
export const CODE_ERRORS = {
  /** Signed in but no active, unexpired card. */
  membershipRequired: {
    code: ERROR_CODES.membershipRequired,
    message: "A valid membership card is required",
  },
  /** SPC+ offer (is_spc_plus) and the member is not a plus member. */
  plusMembershipRequired: {
    code: ERROR_CODES.plusMembershipRequired,
    message: "This offer is exclusive to SPC+ members",
  },
  /** The unique pool is exhausted, the random pool is empty, or no static code is set. */
  noCodeLeft: { code: ERROR_CODES.noCodeLeft, message: "No code left for this offer" },
  /** Neither the offer nor its partner has a web address. */
  noOfferUrl: { code: ERROR_CODES.offerUrlNotFound, message: "This offer has no link" },
  /** A limited-time offer whose window (lto_start_date) has not opened yet. */
  notStarted: {
    code: ERROR_CODES.offerNotStarted,
    message: "This limited-time offer has not started yet",
  },
  /** A limited-time offer whose window (lto_end_date) has closed. */
  ended: { code: ERROR_CODES.offerEnded, message: "This limited-time offer has ended" },
} as const;
