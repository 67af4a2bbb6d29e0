// The four catalogues the web still imports, each entry now pointing at the one catalogue. The
// API uses ERROR_CODES only; these go once the web has moved (issue 13, decision 0025).
import { ERROR_CODES as CODES } from "./error-codes";

/** @deprecated the web moves to ERROR_CODES (issue 13) */
export const ACCOUNT_ERROR_CODES = {
  notRegistered: CODES.notRegistered,
  alreadyRegistered: CODES.alreadyRegistered,
  accountLocked: CODES.accountLocked,
  invalidEmail: CODES.invalidEmail,
  invalidPassword: CODES.invalidPassword,
  invalidProviderId: CODES.invalidProviderId,
  reauthenticateWithProvider: CODES.reauthenticateWithProvider,
  reauthenticationRequired: CODES.reauthenticationRequired,
  invalidToken: CODES.invalidToken,
  invalidPostal: CODES.invalidPostal,
  forbiddenOrigin: CODES.forbiddenOrigin,
} as const;

/** @deprecated the web moves to ERROR_CODES (issue 13) */
export const STORE_ERROR_CODES = {
  paymentDeclined: CODES.paymentDeclined,
  paymentUnavailable: CODES.paymentUnavailable,
  checkoutInProgress: CODES.checkoutInProgress,
  idempotencyKeyRequired: CODES.idempotencyKeyRequired,
  idempotencyKeyReused: CODES.idempotencyKeyReused,
  paymentNonceRequired: CODES.paymentNonceRequired,
  provinceRequired: CODES.provinceRequired,
  codeNotValid: CODES.promoCodeNotValid,
  tooManyCodes: CODES.tooManyCodes,
  unknownProduct: CODES.unknownProduct,
  activeMembership: CODES.activeMembership,
  noGoldenTicket: CODES.noGoldenTicket,
  captchaUnavailable: CODES.captchaUnavailable,
  captchaRequired: CODES.captchaRequired,
  captchaFailed: CODES.captchaFailed,
} as const;

/** @deprecated the web moves to ERROR_CODES (issue 13) */
export const CARD_ERROR_CODES = {
  cardNotFound: CODES.cardNotFound,
  invalidCardCode: CODES.invalidCardCode,
  cardAlreadyRegistered: CODES.cardAlreadyRegistered,
  alreadyAssociated: CODES.alreadyAssociated,
  affiliateTokenInvalid: CODES.affiliateTokenInvalid,
  affiliateTokenExpired: CODES.affiliateTokenExpired,
  affiliateTokenUsed: CODES.affiliateTokenUsed,
  freeTrialUsed: CODES.freeTrialUsed,
  activeMembershipExists: CODES.activeMembershipExists,
  paymentMethodRequired: CODES.paymentMethodRequired,
  noRenewableCard: CODES.noRenewableCard,
  noReferralToRedeem: CODES.noReferralToRedeem,
  notEligible: CODES.notEligible,
} as const;
