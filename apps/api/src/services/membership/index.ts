/**
 * The membership and money domain (docs/decisions/0022-membership-domain-home.md): cards, the
 * free trial's card, pricing and tax, promo codes, the idempotent checkout, reconciliation and
 * renewals. Routes, jobs and command-line tools import this file only; the files behind it are
 * free to move.
 */

// ── Bank affiliate tokens ──
export { acceptAffiliateToken } from "./affiliate/accept-token";
export { affiliateLink } from "./affiliate/link";
export {
  AFFILIATE_TOKEN_TTL_MS,
  type AffiliateTokenPayload,
  mintAffiliateToken,
} from "./affiliate/token";
export { batchToCsv, generateCardBatch } from "./cards/batch";
export { expiryStatus } from "./cards/expiry-status";
// ── Cards ──
export { type Card, issueCard } from "./cards/issue-card";
export {
  activateInStoreCard,
  assertCardAttemptsAllowed,
  cardsOf,
  isRowValid,
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
// ── Checkout: the payments plugin (fastify.payments.checkout / .reconcile) and what routes need ──
export { paymentsPlugin } from "./checkout/plugin";
export { priceCheckout, resolveProvince } from "./checkout/price-checkout";
// ── Products, prices, tax, codes ──
export { findProduct, quote } from "./checkout/pricing";
export { type ProvinceCode, provinceOfPostal } from "./checkout/tax";
export { provinceTaxRate } from "./checkout/tax-rate";
export type { CheckoutAnswer, CheckoutInput } from "./checkout/types";
export { taxRateOf, toWireTaxLines } from "./checkout/wire";
export { takeMemberTurn } from "./member-turn";

// ── Renewals (the job in jobs/ only decides when runRenewals runs) ──
export { gatewayOfApp, renewalDepsOf } from "./renewals/deps";
export { validRenewalPromo } from "./renewals/promo";
export {
  nextPeriodEnd,
  type RenewalDeps,
  type RenewalGateway,
  type RenewalRunOptions,
  retryFailedRenewal,
  runRenewals,
} from "./renewals/run";
