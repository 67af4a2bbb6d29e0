import { ERROR_CODES } from "@spc/shared";

/** Codes and exact messages of the offer fetch (spec §4 offer fetch outcomes), also on reveals. */
export const OFFER_ERRORS = {
  notFound: { code: ERROR_CODES.offerNotFound, message: "Offer not found" },
  delisted: { code: ERROR_CODES.offerDelisted, message: "Offer delisted" },
  expired: { code: ERROR_CODES.offerExpired, message: "Offer expired" },
} as const;
