import { z } from "zod";
import { cardSchema } from "../entities/card";
import { languageSchema } from "../entities/locale";
import { productSchema } from "../entities/product";
import { CODE_REFUSAL_REASONS } from "./store-constants";

// Store, promos and VIP services (spec §7) and the offers-service code checks. Money on the wire
// is INTEGER CENTS (`*_cents`); rates are fractions (0.13 = 13 %) for display only — the server
// computes every amount. The member always comes from the session. Headers, error codes and
// refusal reasons are zod-free, in store-constants.ts.

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_:-]{7,127}$/, "8–128 letters, digits, '-', '_' or ':'");

export const STORE_CURRENCIES = ["CAD", "USD"] as const;
export const storeCurrencySchema = z.enum(STORE_CURRENCIES);
const cents = z.number().int().nonnegative();

export const TAX_NAMES = ["GST", "HST", "PST", "QST", "RST"] as const;
export const taxLineSchema = z.object({
  name: z.enum(TAX_NAMES),
  /** Fraction: 0.09975 for the QST. */
  rate: z.number().nonnegative(),
  amount_cents: cents,
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/** A priced item: total_cents = subtotal_cents − discount_cents + tax_cents. */
export const priceBreakdownSchema = z.object({
  currency: storeCurrencySchema,
  subtotal_cents: cents,
  discount_cents: cents,
  tax_cents: cents,
  total_cents: cents,
  /** Sum of the tax rates (fraction), as the payment state's taxRate. */
  tax_rate: z.number().nonnegative(),
  taxes: z.array(taxLineSchema),
  /** Two-letter province the tax was computed for; null = no Canadian tax (US build). */
  province: z.string().nullable(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

// ── Codes (promo, school, referral, access) ───────────────────────────────────────────────────
export const CHECKOUT_CODE_KINDS = ["promo", "school", "referral", "access"] as const;
export const checkoutCodeKindSchema = z.enum(CHECKOUT_CODE_KINDS);
export const codeRefusalReasonSchema = z.enum(CODE_REFUSAL_REASONS);
export const codeDiscountSchema = z.object({
  type: z.enum(["percent", "fixed"]),
  /** Whole percent (10 = 10 %) or cents off. */
  value: z.number().int().nonnegative(),
});

/** GET offers /validatePromoCode/{code} and /school_code/{code}; `code` upper-cased. */
export const codeValidationResponseSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  kind: checkoutCodeKindSchema.nullable(),
  reason: codeRefusalReasonSchema.nullable(),
  discount: codeDiscountSchema.nullable(),
  school_name: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type CodeValidationResponse = z.infer<typeof codeValidationResponseSchema>;

// ── Subscription, tax, client token, product ──────────────────────────────────────────────────
export const isSubscriberResponseSchema = z.object({ is_subscriber: z.boolean() });
export const hasActiveSubscriptionResponseSchema = z.object({
  has_active_subscription: z.boolean(),
});
/** POST /unsubscribe: `uid` accepted for compatibility and ignored. */
export const unsubscribeRequestSchema = z.object({ uid: z.string().optional() }).optional();
export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  is_auto_renew: z.literal(false),
});

export const taxRateQuerySchema = z.object({ province: z.string().trim().max(64).optional() });
export const taxRateResponseSchema = z.object({
  province: z.string().nullable(),
  tax_rate: z.number().nonnegative(),
  taxes: z.array(taxLineSchema.omit({ amount_cents: true })),
  /** Date the tax table was last checked against its sources (YYYY-MM-DD). */
  as_of: z.string(),
});

export const vaultClientTokenResponseSchema = z.object({
  client_token: z.string(),
  /** "local": the offline test gateway — the web shows a test-nonce picker, not the drop-in. */
  gateway: z.enum(["local", "braintree"]),
});

export const productAndBonusResponseSchema = z.object({
  product: productSchema,
  currency: storeCurrencySchema,
  price_cents: cents,
  /** Bonus shown with the purchase (none configured yet: null). */
  bonus: z.object({ description_en: z.string(), description_fr: z.string() }).nullable(),
});

// ── Checkout ───────────────────────────────────────────────────────────────────────────────────
const code = z.string().trim().min(1).max(64).optional();
export const checkoutRequestSchema = z.object({
  language: languageSchema.default("en"),
  /** true: paying from the activation flow (card source "activation"). */
  activation: z.boolean().optional(),
  product_id: z.string().max(64).optional(),
  promo_code: code,
  school_code: code,
  referral_code: code,
  access_code: code,
  /** Two-letter code or name; default: the profile's province, else its postal code's. */
  province: z.string().trim().max(64).optional(),
  /** Keep the payment method for the yearly renewal (default on for purchases). */
  auto_renew: z.boolean().optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /v3/checkout, /v2/order, /v2/order/paypal: the nonce in the body. */
export const bodyNonceCheckoutRequestSchema = checkoutRequestSchema.extend({
  payment_method_nonce: z.string().min(1).max(512),
});

/** POST /v2/checkout/guest (and /v2/order without a session): no account, a card by e-mail. */
export const guestCheckoutRequestSchema = checkoutRequestSchema.extend({
  email: z.email(),
  postal: z.string().trim().max(10).optional(),
  payment_method_nonce: z.string().min(1).max(512).optional(),
});

export const orderSummarySchema = priceBreakdownSchema.extend({
  id: z.string(),
  product_id: z.string(),
  applied_promo_code: z.string().nullable(),
  applied_school_code: z.string().nullable(),
  applied_referral_code: z.string().nullable(),
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** 201 answer of every checkout (and of its replays). Guests get the card too (and by e-mail). */
export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  order: orderSummarySchema,
  card: cardSchema,
  /** The gateway transaction id; null for a free (100 % discount) order. */
  transaction_id: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// ── Transactions, payment method, referrals, flags, captcha, events ────────────────────────────
export const TRANSACTION_KINDS = ["purchase", "activation", "renewal", "refund"] as const;
export const TRANSACTION_STATUSES = ["succeeded", "declined", "failed"] as const;
export const userTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRANSACTION_KINDS),
  status: z.enum(TRANSACTION_STATUSES),
  amount_cents: cents,
  currency: z.string(),
  order_id: z.string().nullable(),
  gateway_transaction_id: z.string().nullable(),
  processor_response_code: z.string().nullable(),
  processor_response_text: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export const userTransactionsResponseSchema = z.object({
  transactions: z.array(userTransactionSchema),
});
export type UserTransaction = z.infer<typeof userTransactionSchema>;

export const updatePaymentMethodRequestSchema = z.object({
  nonce: z.string().min(1).max(512),
  promoCode: z.string().trim().max(64).optional(),
});
export const updatePaymentMethodResponseSchema = z.object({
  success: z.literal(true),
  payment_method: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
  renewal_promo_code: z.string().nullable(),
  /** A failed renewal retried with the new method right away: renewed (card extended), failed
   * (declined again: the payment notice stays) or none (nothing outstanding, or auto-renew off). */
  renewal_status: z.enum(["renewed", "failed", "none"]),
});

/** GET /payment_method (ours, beside §7): the member's saved method, described, never its token. */
export const savedPaymentMethodSchema = z.object({
  type: z.enum(["card", "paypal", "other"]),
  /** "Visa", "MasterCard", "PayPal"… as the gateway names it. */
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  /** "MM/YYYY"; null when the gateway does not say (the local test gateway). */
  expiry: z.string().nullable(),
  /** A PayPal account's e-mail, masked ("j***@example.com"). */
  email: z.string().nullable(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;
export const paymentMethodResponseSchema = z.object({
  /** null: nothing saved (or the gateway no longer has it) — the add-payment state. */
  payment_method: savedPaymentMethodSchema.nullable(),
});

export const referralCodesResponseSchema = z.object({
  referral_code: z.string(),
  referral_count: z.number().int().nonnegative(),
  referral_redemption_count: z.number().int().nonnegative(),
  /** Discount a friend gets with the code at checkout. */
  referral_discount: codeDiscountSchema,
});

export const configFlagResponseSchema = z.object({
  id: z.string(),
  enabled: z.boolean(),
  sub_flags: z.record(z.string(), z.boolean()).nullable(),
});

export const topBannerStatusResponseSchema = z.object({
  show: z.boolean(),
  promo_code: z.string().nullable(),
  discount: codeDiscountSchema.nullable(),
  ends_at: z.string().nullable(),
});
export type TopBannerStatusResponse = z.infer<typeof topBannerStatusResponseSchema>;

export const captchaQuerySchema = z.object({ token: z.string().min(1).max(4096) });
export const captchaResponseSchema = z.object({
  success: z.boolean(),
  error_codes: z.array(z.string()),
});

export const verifyEventQuerySchema = z.object({
  event_id: z.string().trim().min(1).max(128),
  campus_id: z.string().trim().min(1).max(128),
});
export const verifyEventResponseSchema = z.object({
  valid: z.boolean(),
  /** "active event link available" when valid (spec §8), else why not. */
  message: z.string(),
  event: z
    .object({
      event_id: z.string(),
      campus_id: z.string(),
      name: z.string(),
      school_code: z.string().nullable(),
      ends_at: z.string(),
    })
    .nullable(),
});

export const storeSuccessResponseSchema = z.object({ success: z.literal(true) });

// ── Promos service ─────────────────────────────────────────────────────────────────────────────
export const promoProductQuerySchema = z.object({
  promocode: z.string().trim().max(128).optional(),
  /** "true": promocode is the SHA-256 hex of the upper-cased code (links that hide the code). */
  is_hashed: z.enum(["true", "false"]).optional(),
  /** The buyer's province (code such as "QC", or its name); else the member's profile. */
  province: z.string().trim().min(2).max(40).optional(),
});
export const promoProductGuestQuerySchema = z.object({
  promocode: z.string().trim().max(128).optional(),
  postal: z.string().trim().max(10).optional(),
  /** The buyer's province (code or name); wins over the postal code's first letter. */
  province: z.string().trim().min(2).max(40).optional(),
});
export const promoProductResponseSchema = z.object({
  product: productSchema,
  /** Price with the code's discount, tax included when a province is known. */
  price: priceBreakdownSchema,
  promo: codeValidationResponseSchema.nullable(),
});

// ── VIP service ────────────────────────────────────────────────────────────────────────────────
export const vipVerifyResponseSchema = z.object({ success: z.literal(true), card: cardSchema });
