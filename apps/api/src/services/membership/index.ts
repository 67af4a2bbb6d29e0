/**
 * The membership and money domain (docs/decisions/0022-membership-domain-home.md): cards, the
 * free trial, pricing and tax, promo codes, the idempotent checkout, reconciliation and renewals.
 * Routes, jobs and command-line tools import this file only; the files behind it are free to
 * move. Grouped by folder: affiliate/ (bank tokens), cards/, checkout/ (prices, tax, codes and
 * the payments plugin: fastify.payments.checkout / .reconcile), renewals/ (jobs/ only decides
 * when runRenewals runs).
 */

export { acceptAffiliateToken } from "./affiliate/accept-token";
export { affiliateLink } from "./affiliate/link";
export { AFFILIATE_TOKEN_TTL_MS, mintAffiliateToken } from "./affiliate/token";
export { batchToCsv, generateCardBatch } from "./cards/batch";
export { expiryStatus } from "./cards/expiry-status";
export { freeTrialStatus, startFreeTrial } from "./cards/free-trial";
export { issueCard } from "./cards/issue-card";
export {
  associateBankCard,
  mayAcquisition,
  providerSubscription,
  redeemReferral,
  updateAutoRenew,
} from "./cards/member-changes";
export {
  activateInStoreCard,
  assertCardAttemptsAllowed,
  cardsOf,
  recordCardAttempt,
  registerableReason,
  specialCardFlags,
  toMemberCard,
  validityOf,
  withCardAttempt,
} from "./cards/repository";
export {
  type CodeCheck,
  checkCode,
  findCodeByHash,
  MEMBER_REFERRAL_DISCOUNT,
  toValidationResponse,
} from "./checkout/codes";
export { customerIdFor, isKnownCheckoutKey } from "./checkout/intents";
export { paidCardValidOn } from "./checkout/paid-card";
export { paymentsPlugin } from "./checkout/plugin";
export { priceCheckout, resolveProvince } from "./checkout/price-checkout";
export { findProduct, quote } from "./checkout/pricing";
export { type ProvinceCode, provinceOfPostal } from "./checkout/tax";
export { provinceTaxRate } from "./checkout/tax-rate";
export type { CheckoutAnswer, CheckoutInput } from "./checkout/types";
export { taxRateOf, toWireTaxLines } from "./checkout/wire";
export { gatewayOfApp, renewalDepsOf } from "./renewals/deps";
export { liveRenewalPromo, validRenewalPromo } from "./renewals/promo";
export {
  nextPeriodEnd,
  type RenewalDeps,
  type RenewalGateway,
  type RenewalRunOptions,
  retryFailedRenewal,
  runRenewals,
} from "./renewals/run";
