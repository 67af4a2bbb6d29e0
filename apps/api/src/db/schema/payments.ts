import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./enums";

const tz = { withTimezone: true } as const;

/** One tax component of a price (GST, HST, PST, QST, RST), in integer cents. */
export interface TaxLine {
  name: string;
  /** Rate in hundred-thousandths (5 % = 5000, QST 9.975 % = 9975). */
  rate: number;
  amountCents: number;
}

/** Which checkout call created an intent (decides the card source and who may replay it). */
export const paymentIntentKinds = ["purchase", "activation", "guest"] as const;
export type PaymentIntentKind = (typeof paymentIntentKinds)[number];

/**
 * pending → (charged →) completed, or → failed. `pending`: recorded, gateway not (known to be)
 * called; `charged`: the gateway took the money, order + card not yet written; `completed`: order
 * and card exist; `failed`: declined, rejected or abandoned — nothing was charged.
 */
export const paymentIntentStates = ["pending", "charged", "completed", "failed"] as const;
export type PaymentIntentState = (typeof paymentIntentStates)[number];

export const paymentTypes = ["card", "paypal"] as const;

/**
 * A checkout attempt, recorded BEFORE the gateway is called (docs/decisions/0010). The
 * idempotency key is unique: a replay or a concurrent duplicate finds this row instead of
 * charging again, and the gateway gets the key as its order id so reconciliation can ask it.
 */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Hash of the priced request; the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    kind: text("kind", { enum: paymentIntentKinds }).notNull(),
    paymentType: text("payment_type", { enum: paymentTypes }).notNull().default("card"),
    state: text("state", { enum: paymentIntentStates }).notNull().default("pending"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    guestEmail: text("guest_email"),
    language: text("language").notNull().default("en"),
    productId: text("product_id").notNull(),
    currency: text("currency").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    province: text("province"),
    taxLines: jsonb("tax_lines").$type<TaxLine[]>().notNull(),
    promoCodeId: integer("promo_code_id"),
    promoCode: text("promo_code"),
    schoolCode: text("school_code"),
    referralCode: text("referral_code"),
    /** The campaign (utm header) the purchase came with, carried to its order (decision 0051). */
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    autoRenew: boolean("auto_renew").notNull().default(false),
    gateway: text("gateway").notNull(),
    gatewayTransactionId: text("gateway_transaction_id"),
    paymentMethodToken: text("payment_method_token"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    processorResponseCode: text("processor_response_code"),
    processorResponseText: text("processor_response_text"),
    orderId: text("order_id"),
    /** The HTTP answer given for this key, replayed verbatim. */
    resultStatus: integer("result_status"),
    resultBody: jsonb("result_body").$type<unknown>(),
    /** While a request is working on the intent; past it, reconciliation may take over. */
    lockedUntil: timestamp("locked_until", tz),
    reconcileAttempts: integer("reconcile_attempts").notNull().default(0),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    chargedAt: timestamp("charged_at", tz),
    completedAt: timestamp("completed_at", tz),
  },
  (t) => [
    index("payment_intents_open_idx").on(t.updatedAt).where(sql`"state" IN ('pending', 'charged')`),
    index("payment_intents_user_idx").on(t.userId),
    check("payment_intents_kind_check", sql.raw(`"kind" IN (${sqlList(paymentIntentKinds)})`)),
    check("payment_intents_state_check", sql.raw(`"state" IN (${sqlList(paymentIntentStates)})`)),
    check(
      "payment_intents_payment_type_check",
      sql.raw(`"payment_type" IN (${sqlList(paymentTypes)})`),
    ),
    check(
      "payment_intents_amounts_check",
      sql.raw(
        `"subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "tax_cents" >= 0 AND "total_cents" = "subtotal_cents" - "discount_cents" + "tax_cents"`,
      ),
    ),
  ],
);

export const paymentTransactionKinds = ["purchase", "activation", "renewal", "refund"] as const;
export type PaymentTransactionKind = (typeof paymentTransactionKinds)[number];
export const paymentTransactionStatuses = ["succeeded", "declined", "failed"] as const;
export type PaymentTransactionStatus = (typeof paymentTransactionStatuses)[number];

/**
 * The member-visible ledger (GET /user_transactions): every charge attempt, decline, renewal and
 * refund. At most one charge row per intent (partial unique index), so the request path and
 * reconciliation never list a charge twice.
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    guestEmail: text("guest_email"),
    intentId: text("intent_id").references(() => paymentIntents.id),
    orderId: text("order_id"),
    kind: text("kind", { enum: paymentTransactionKinds }).notNull(),
    status: text("status", { enum: paymentTransactionStatuses }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    gateway: text("gateway").notNull(),
    gatewayTransactionId: text("gateway_transaction_id"),
    processorResponseCode: text("processor_response_code"),
    processorResponseText: text("processor_response_text"),
    message: text("message"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("payment_transactions_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("payment_transactions_intent_charge_idx")
      .on(t.intentId)
      .where(sql`"intent_id" IS NOT NULL AND "kind" <> 'refund'`),
    check(
      "payment_transactions_kind_check",
      sql.raw(`"kind" IN (${sqlList(paymentTransactionKinds)})`),
    ),
    check(
      "payment_transactions_status_check",
      sql.raw(`"status" IN (${sqlList(paymentTransactionStatuses)})`),
    ),
  ],
);

/** A member's saved payment method at the gateway (renewals, PUT /updatePaymentMethod). */
export const paymentCustomers = pgTable("payment_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  gateway: text("gateway").notNull(),
  customerId: text("customer_id").notNull(),
  paymentMethodToken: text("payment_method_token"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  /** A promo code to apply to the next renewal (PUT /updatePaymentMethod promoCode). */
  renewalPromoCode: text("renewal_promo_code"),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
});

/**
 * The local test gateway's own books (the embedded default gateway): what a real gateway would
 * hold, so lookups by order id (reconciliation), refunds and voids work offline.
 */
export const localGatewayTransactions = pgTable(
  "local_gateway_transactions",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id"),
    type: text("type").notNull().default("sale"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    nonce: text("nonce"),
    paymentMethodToken: text("payment_method_token"),
    customerId: text("customer_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    processorResponseCode: text("processor_response_code"),
    processorResponseText: text("processor_response_text"),
    gatewayRejectionReason: text("gateway_rejection_reason"),
    refundedTransactionId: text("refunded_transaction_id"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [index("local_gateway_transactions_order_idx").on(t.orderId)],
);

/** The local gateway's vault (payment methods saved from a nonce). */
export const localGatewayPaymentMethods = pgTable("local_gateway_payment_methods", {
  token: text("token").primaryKey(),
  customerId: text("customer_id").notNull(),
  nonce: text("nonce").notNull(),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
});
