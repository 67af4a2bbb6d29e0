import { createHash, randomUUID } from "node:crypto";
import { STORE_ERROR_CODES } from "@spc/shared";
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type ChargeOutcome,
  type GatewayTransaction,
  GatewayUnavailableError,
  type PaymentGateway,
} from "../../../adapters/payments";
import type { Config } from "../../../config";
import type { Db, DbTransaction } from "../../../db/client";
import {
  cards,
  orders,
  type PaymentIntentKind,
  paymentCustomers,
  paymentIntents,
  paymentTransactions,
  profiles,
} from "../../../db/schema";
import { AppError } from "../../../plugins/app-error";
import { generateCardNumber, generateCsv } from "../cards/issue-card";
import { lockMember, openPurchaseOf, purchaseInProgress } from "../member-turn";
import {
  type CodeCheck,
  checkCode,
  confirmCode,
  creditReferral,
  releaseCode,
  reserveCode,
} from "./codes";
import { holdingLease, INTENT_LEASE_MS, leaseLapsed, leaseUntil } from "./intent-lease";
import { paidCardValidOn } from "./paid-card";
import { findProduct, type ProductDefinition, type Quote, quote } from "./pricing";
import { purchasedCard } from "./purchased-card";
import { type ProvinceCode, parseProvince, provinceOfPostal } from "./tax";
import { toOrderSummary, toWireCard } from "./wire";

type Intent = typeof paymentIntents.$inferSelect;

/** While a request works on an intent nobody else touches it; renewed while it works, so a
 * crashed request's lock lapses within this (intent-lease.ts). */
export const INTENT_LOCK_MS = INTENT_LEASE_MS;
/** The reconciler fails a pending intent the gateway has no record of only after this long (late
 * sales); a same-key retry, which has the nonce, charges it instead (decision 0017). */
export const UNCHARGED_GRACE_MS = 10 * 60_000;
/** How long a duplicate request waits for the first one to finish before answering 409: a bit
 * more than a lease, so a retry after a crash finds out instead of being told to come back. */
export const REPLAY_WAIT_MS = INTENT_LEASE_MS + 5_000;
const REPLAY_POLL_MS = 50;

/** Test seam: runs right after the gateway took the money (stage "gateway", before it is
 * recorded) and after it is recorded as charged (stage "recorded"); `beforeCharge` runs once the
 * intent is recorded, before the gateway is called. A throw simulates a crash. */
export interface CheckoutHooks {
  afterCharge?: (stage: "gateway" | "recorded", intentId: string) => void | Promise<void>;
  beforeCharge?: (intentId: string) => void | Promise<void>;
}

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  config: Pick<Config, "country" | "currency">;
  log: FastifyBaseLogger;
  hooks: CheckoutHooks;
  /** Called after a guest order commits (e-mails the card); failures are only logged. */
  onGuestCard?: (email: string, language: string, body: CheckoutBody) => Promise<void>;
}

export interface CheckoutCodes {
  promo?: string | undefined;
  school?: string | undefined;
  referral?: string | undefined;
  access?: string | undefined;
}

export interface CheckoutInput {
  kind: PaymentIntentKind;
  idempotencyKey: string;
  userId: string | null;
  guestEmail: string | null;
  nonce: string;
  paymentType: "card" | "paypal";
  language: "en" | "fr";
  productId?: string | undefined;
  province?: string | undefined;
  postal?: string | undefined;
  codes: CheckoutCodes;
  autoRenew: boolean;
}

export interface CheckoutBody {
  success: true;
  order: ReturnType<typeof toOrderSummary>;
  card: ReturnType<typeof toWireCard>;
  transaction_id: string | null;
}

/** The HTTP answer of a checkout; stored on the intent and replayed verbatim. */
export interface CheckoutAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

// ── Pricing ────────────────────────────────────────────────────────────────────────────────────

export interface PricedCheckout {
  product: ProductDefinition;
  province: ProvinceCode | null;
  quote: Quote;
  code: CodeCheck | null;
}

/** The province tax is computed for: explicit, else the profile's, else a postal code's. */
export async function resolveProvince(
  db: Db,
  config: Pick<Config, "country">,
  explicit: string | undefined,
  userId: string | null,
  postal: string | undefined,
): Promise<ProvinceCode | null> {
  if (config.country === "us") return null;
  if (explicit) {
    const province = parseProvince(explicit);
    if (!province) {
      throw new AppError(400, STORE_ERROR_CODES.provinceRequired, `Unknown province: ${explicit}`);
    }
    return province;
  }
  if (userId) {
    const [profile] = await db
      .select({ province: profiles.province, postal: profiles.postal })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const province = parseProvince(profile?.province) ?? provinceOfPostal(profile?.postal);
    if (province) return province;
  }
  const fromPostal = provinceOfPostal(postal);
  if (fromPostal) return fromPostal;
  throw new AppError(
    400,
    STORE_ERROR_CODES.provinceRequired,
    "A province (or a postal code) is needed to compute the sales tax",
  );
}

const CODE_FIELDS = [
  ["promo", ["promo", "access", "referral", "school"]],
  ["school", ["school"]],
  ["referral", ["referral"]],
  ["access", ["access"]],
] as const;

/** Prices a checkout on the server (the client never sends amounts). Throws on a bad code. */
export async function priceCheckout(
  db: Db,
  config: Pick<Config, "country">,
  input: Pick<
    CheckoutInput,
    "productId" | "province" | "postal" | "codes" | "userId" | "guestEmail"
  >,
): Promise<PricedCheckout> {
  const product = findProduct(input.productId);
  if (!product) {
    throw new AppError(
      400,
      STORE_ERROR_CODES.unknownProduct,
      `Unknown product: ${input.productId}`,
    );
  }
  const given = CODE_FIELDS.filter(([field]) => input.codes[field]);
  if (given.length > 1) {
    throw new AppError(
      400,
      STORE_ERROR_CODES.tooManyCodes,
      "Only one code can be used per purchase",
    );
  }
  let code: CodeCheck | null = null;
  if (given[0]) {
    const [field, kinds] = given[0];
    code = await checkCode(db, input.codes[field]!, kinds, {
      userId: input.userId,
      guestEmail: input.guestEmail,
      productId: product.id,
    });
    if (!code.ok) {
      throw new AppError(422, STORE_ERROR_CODES.codeNotValid, "This code is not valid", {
        details: { code: code.code, reason: code.reason },
      });
    }
  }
  const discount = code?.ok ? code.code.discount : null;
  // A free order (100 % code) needs no province: there is no tax on zero.
  const free = quote(product.priceCents, discount, null).totalCents === 0;
  const province = free
    ? await resolveProvince(db, config, input.province, input.userId, input.postal).catch(
        () => null,
      )
    : await resolveProvince(db, config, input.province, input.userId, input.postal);
  const priced = quote(product.priceCents, discount, province);
  return { product, province, quote: priced, code };
}

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Identifies "the same request": a key replayed with another request is refused. */
function requestHash(input: CheckoutInput): string {
  return sha256(
    JSON.stringify([
      input.kind,
      input.userId,
      input.guestEmail?.toLowerCase() ?? null,
      input.productId ?? null,
      input.province ?? null,
      input.postal ?? null,
      input.codes.promo ?? null,
      input.codes.school ?? null,
      input.codes.referral ?? null,
      input.codes.access ?? null,
      input.paymentType,
      sha256(input.nonce),
      input.autoRenew,
    ]),
  );
}

function declinedBody(
  intent: Pick<
    Intent,
    | "failureCode"
    | "failureMessage"
    | "processorResponseCode"
    | "processorResponseText"
    | "gatewayTransactionId"
  >,
) {
  return {
    error: {
      code: STORE_ERROR_CODES.paymentDeclined,
      message: intent.failureMessage ?? "The payment was declined",
      details: {
        reason: intent.failureCode,
        processor_response_code: intent.processorResponseCode,
        processor_response_text: intent.processorResponseText,
        transaction_id: intent.gatewayTransactionId,
      },
    },
  };
}

function storedAnswer(intent: Intent): CheckoutAnswer | null {
  if (intent.resultStatus === null) return null;
  return { status: intent.resultStatus, body: intent.resultBody, replayed: true };
}

function transactionKind(kind: PaymentIntentKind): "purchase" | "activation" {
  return kind === "activation" ? "activation" : "purchase";
}

/** The payment customer id of a member at the gateway. */
export function customerIdFor(userId: string): string {
  return `spc_${userId}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ── The checkout ───────────────────────────────────────────────────────────────────────────────

/**
 * One idempotent checkout (docs/decisions/0010-money-and-idempotent-checkout.md):
 * 1. a known key replays its stored answer (or waits for / reconciles the first attempt);
 * 2. price on the server, then INSERT the intent (unique key) + reserve the code, committed,
 *    BEFORE calling the gateway with the key as order id;
 * 3. decline → intent failed, code released, a declined transaction listed, no order/card;
 * 4. success → intent charged, then ONE transaction writes order + card + ledger row and marks
 *    the intent completed. A crash in between is finished by reconcile().
 */
export async function checkout(deps: CheckoutDeps, input: CheckoutInput): Promise<CheckoutAnswer> {
  const hash = requestHash(input);
  const existing = await findIntent(deps.db, input.idempotencyKey);
  if (existing) return replay(deps, existing, input, hash);

  const priced = await priceCheckout(deps.db, deps.config, input);
  let recorded = await recordIntent(deps, input, priced, hash);
  if (recorded.busy && leaseLapsed(recorded.busy)) {
    // The member's other purchase was left by a request that is gone: settle it from the
    // gateway's books first (its card may be the answer to this one), then try once more.
    await reconcileIntent(deps, recorded.busy.id);
    recorded = await recordIntent(deps, input, priced, hash);
  }
  if (recorded.busy) throw purchaseInProgress();
  const created = recorded.created;
  if (!created) {
    const winner = await findIntent(deps.db, input.idempotencyKey);
    if (!winner) throw AppError.conflict("Checkout conflict, please retry");
    return replay(deps, winner, input, hash);
  }
  return run(deps, created, input.nonce);
}

/**
 * Records the intent (and reserves its code) in ONE transaction, committed before the gateway is
 * called. A member's purchase takes the member's turn first (member-turn.ts): under that lock it
 * re-checks that no other purchase of theirs is open (→ `busy`, the caller answers 409
 * checkout_in_progress) and that they hold no paid membership (409 active_membership) — so of
 * ten purchases sent at once with ten keys exactly one is recorded, before any charge. `created`
 * is null when a request with the same key got there first (the caller replays it).
 */
async function recordIntent(
  deps: CheckoutDeps,
  input: CheckoutInput,
  priced: PricedCheckout,
  hash: string,
): Promise<{ created: Intent | null; busy?: Intent }> {
  const intentId = randomUUID();
  return deps.db.transaction(async (tx) => {
    if (input.userId) {
      await lockMember(tx, input.userId);
      if (await findIntent(tx, input.idempotencyKey)) return { created: null };
      const open = await openPurchaseOf(tx, input.userId);
      if (open) return { created: null, busy: open };
      await refuseActiveMembership(tx, input.userId);
    }
    const [row] = await tx
      .insert(paymentIntents)
      .values(intentValues(deps, input, priced, intentId, hash))
      .onConflictDoNothing({ target: paymentIntents.idempotencyKey })
      .returning();
    if (!row) return { created: null }; // a concurrent request with the same key won the insert
    const code = priced.code?.ok ? priced.code.code : null;
    if (code?.source === "table") {
      const refusal = await reserveCode(
        tx,
        code.row.id,
        { userId: input.userId, guestEmail: input.guestEmail, productId: priced.product.id },
        intentId,
      );
      if (refusal) {
        throw new AppError(422, STORE_ERROR_CODES.codeNotValid, "This code is not valid", {
          details: { code: code.code, reason: refusal },
        });
      }
    }
    return { created: row };
  });
}

function intentValues(
  deps: CheckoutDeps,
  input: CheckoutInput,
  priced: PricedCheckout,
  intentId: string,
  hash: string,
): typeof paymentIntents.$inferInsert {
  const code = priced.code?.ok ? priced.code.code : null;
  return {
    id: intentId,
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
    kind: input.kind,
    paymentType: input.paymentType,
    state: "pending",
    userId: input.userId,
    guestEmail: input.guestEmail?.toLowerCase() ?? null,
    language: input.language,
    productId: priced.product.id,
    currency: deps.config.currency,
    subtotalCents: priced.quote.subtotalCents,
    discountCents: priced.quote.discountCents,
    taxCents: priced.quote.taxCents,
    totalCents: priced.quote.totalCents,
    province: priced.province,
    taxLines: priced.quote.taxLines,
    promoCodeId: code?.source === "table" ? code.row.id : null,
    promoCode: code && code.kind !== "school" && code.kind !== "referral" ? code.code : null,
    schoolCode: code?.kind === "school" ? code.code : null,
    referralCode: code?.kind === "referral" ? code.code : null,
    autoRenew: input.autoRenew && input.userId !== null,
    gateway: deps.gateway.name,
    lockedUntil: leaseUntil(),
  };
}

/** A member whose paid card runs more than 30 more days cannot buy another one yet. */
async function refuseActiveMembership(db: Db | DbTransaction, userId: string | null) {
  if (!userId) return;
  const horizon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(paidCardValidOn(userId, horizon))
    .limit(1);
  if (card) {
    throw new AppError(
      409,
      STORE_ERROR_CODES.activeMembership,
      "user already has active membership",
    );
  }
}

/** The intent of an idempotency key, if any. */
export async function findIntent(db: Db | DbTransaction, key: string): Promise<Intent | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.idempotencyKey, key));
  return row;
}

async function replay(
  deps: CheckoutDeps,
  first: Intent,
  input: CheckoutInput,
  hash: string,
): Promise<CheckoutAnswer> {
  if (first.userId !== input.userId || first.requestHash !== hash) {
    throw new AppError(
      422,
      STORE_ERROR_CODES.idempotencyKeyReused,
      "This Idempotency-Key was already used for another request; use a new key per purchase",
    );
  }
  const deadline = Date.now() + REPLAY_WAIT_MS;
  let intent = first;
  const reload = async () => {
    const [row] = await deps.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, first.id));
    intent = row!;
  };
  for (;;) {
    const answer = storedAnswer(intent);
    if (answer) return answer;
    if (leaseLapsed(intent)) {
      // The first attempt died (or gave up): find out now what the gateway did with it, and
      // charge it under the same intent if nothing reached the gateway (this retry has the nonce).
      await reconcileIntent(deps, intent.id, { nonce: input.nonce });
      await reload();
      const reconciled = storedAnswer(intent);
      if (reconciled) return reconciled;
      break;
    }
    if (Date.now() >= deadline) break;
    await sleep(REPLAY_POLL_MS);
    await reload();
  }
  throw new AppError(
    409,
    STORE_ERROR_CODES.checkoutInProgress,
    "This purchase is still being processed; try again in a moment with the same key",
  );
}

/** Calls the gateway for a recorded intent this request holds, then finishes it. */
function run(
  deps: CheckoutDeps,
  intent: Intent,
  nonce: string,
  options: { retry?: boolean } = {},
): Promise<CheckoutAnswer> {
  return holdingLease(deps.db, intent.id, () => charge(deps, intent, nonce, options));
}

/** Braintree's "payment method nonce already consumed": the nonce reached the gateway before. */
const NONCE_CONSUMED = "93107";

async function charge(
  deps: CheckoutDeps,
  intent: Intent,
  nonce: string,
  options: { retry?: boolean },
): Promise<CheckoutAnswer> {
  if (intent.totalCents === 0) return completeIntent(deps, intent.id, null);
  await deps.hooks.beforeCharge?.(intent.id);
  let outcome: ChargeOutcome;
  try {
    outcome = await deps.gateway.charge({
      amountCents: intent.totalCents,
      currency: intent.currency as "CAD" | "USD",
      orderId: intent.idempotencyKey,
      paymentMethodNonce: nonce,
      ...(intent.autoRenew && intent.userId
        ? { storeInVaultForCustomer: customerIdFor(intent.userId) }
        : {}),
    });
  } catch (error) {
    // Unknown outcome: keep the intent pending; reconcile() asks the gateway later.
    deps.log.error({ err: error, intentId: intent.id }, "payment gateway call failed");
    throw new AppError(
      503,
      STORE_ERROR_CODES.paymentUnavailable,
      "The payment service did not answer; try again in a moment with the same key",
      { cause: error },
    );
  }
  if (
    !outcome.ok &&
    options.retry &&
    outcome.kind === "validation_error" &&
    outcome.processorResponseCode === NONCE_CONSUMED
  ) {
    // The first attempt's nonce did reach the gateway although its search shows no sale yet (a
    // sale still being indexed): do not guess. The intent stays pending for the reconciler.
    deps.log.warn({ intentId: intent.id }, "retry: nonce already used at the gateway");
    await releaseClaim(deps.db, intent.id);
    throw purchaseInProgress();
  }
  if (!outcome.ok) return failIntent(deps, intent.id, outcome);
  await deps.hooks.afterCharge?.("gateway", intent.id);
  await markCharged(deps.db, intent.id, outcome.transaction);
  await deps.hooks.afterCharge?.("recorded", intent.id);
  return completeIntent(deps, intent.id, outcome.transaction);
}

async function markCharged(db: Db, intentId: string, transaction: GatewayTransaction) {
  await db
    .update(paymentIntents)
    .set({
      state: "charged",
      gatewayTransactionId: transaction.id,
      paymentMethodToken: transaction.paymentMethodToken,
      cardBrand: transaction.cardBrand,
      cardLast4: transaction.cardLast4,
      processorResponseCode: transaction.processorResponseCode,
      processorResponseText: transaction.processorResponseText,
      chargedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.state, "pending")));
}

/** The intent, locked until the transaction ends: completing and failing it never interleave. */
async function lockIntent(tx: DbTransaction, intentId: string): Promise<Intent> {
  const [intent] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId))
    .for("update");
  if (!intent) throw new Error(`no payment intent ${intentId}`);
  return intent;
}

/** Last valid day of the card bought now: one year after today, or after the current card. */
async function newCardExpiry(tx: DbTransaction, userId: string | null): Promise<Date> {
  const today = new Date().toISOString().slice(0, 10);
  let base = new Date();
  if (userId) {
    const [current] = await tx
      .select({ expiryDate: cards.expiryDate })
      .from(cards)
      .where(paidCardValidOn(userId, today))
      .orderBy(desc(cards.expiryDate))
      .limit(1);
    if (current?.expiryDate) base = new Date(`${current.expiryDate}T12:00:00Z`);
  }
  const end = new Date(base);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** A guest's card: unowned until the buyer activates it with its number and code. */
async function issueGuestCard(tx: DbTransaction, expiresAt: Date) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await tx
      .insert(cards)
      .values({
        cardNumber: generateCardNumber(),
        csv: generateCsv(),
        cobrand: "spc",
        status: "active",
        expiryDate: expiresAt.toISOString().slice(0, 10),
        isOnlinePurchased: true,
        userId: null,
      })
      .onConflictDoNothing({ target: cards.cardNumber })
      .returning();
    if (row) return row;
  }
  throw new Error("could not generate a unique card number");
}

/**
 * Writes the order, the card and the ledger row and marks the intent completed — all in ONE
 * transaction under the intent's row lock, so a charged intent yields exactly one order and one
 * card however many requests / reconcilers get here.
 */
export async function completeIntent(
  deps: CheckoutDeps,
  intentId: string,
  charge: GatewayTransaction | null,
): Promise<CheckoutAnswer> {
  const answer = await deps.db.transaction(async (tx) => {
    const intent = await lockIntent(tx, intentId);
    const stored = storedAnswer(intent);
    if (intent.state === "completed" && stored) return stored;
    if (intent.state === "failed") {
      deps.log.error({ intentId }, "completing an intent that was failed: the gateway charged it");
    }
    const transactionId = charge?.id ?? intent.gatewayTransactionId;
    const orderId = `ord_${randomUUID()}`;
    const expiresAt = await newCardExpiry(tx, intent.userId);
    const card = intent.userId
      ? await purchasedCard(tx, {
          userId: intent.userId,
          source: intent.kind === "activation" ? "activation" : "purchase",
          orderId,
          expiresAt,
        })
      : await issueGuestCard(tx, expiresAt);
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        intentId: intent.id,
        userId: intent.userId,
        guestEmail: intent.guestEmail,
        kind: intent.kind,
        productId: intent.productId,
        currency: intent.currency,
        subtotalCents: intent.subtotalCents,
        discountCents: intent.discountCents,
        taxCents: intent.taxCents,
        totalCents: intent.totalCents,
        province: intent.province,
        taxLines: intent.taxLines,
        promoCode: intent.promoCode,
        schoolCode: intent.schoolCode,
        referralCode: intent.referralCode,
        language: intent.language,
        gateway: intent.gateway,
        gatewayTransactionId: transactionId,
        cardId: card.id,
      })
      .returning();
    if (intent.promoCodeId !== null) await confirmCode(tx, intent.id, orderId);
    await tx
      .insert(paymentTransactions)
      .values({
        userId: intent.userId,
        guestEmail: intent.guestEmail,
        intentId: intent.id,
        orderId,
        kind: transactionKind(intent.kind),
        status: "succeeded",
        amountCents: intent.totalCents,
        currency: intent.currency,
        gateway: intent.gateway,
        gatewayTransactionId: transactionId,
        processorResponseCode: charge?.processorResponseCode ?? intent.processorResponseCode,
        processorResponseText: charge?.processorResponseText ?? intent.processorResponseText,
      })
      .onConflictDoNothing();
    const token = charge?.paymentMethodToken ?? intent.paymentMethodToken;
    if (intent.userId && intent.autoRenew && token) {
      const saved = {
        gateway: intent.gateway,
        customerId: customerIdFor(intent.userId),
        paymentMethodToken: token,
        cardBrand: charge?.cardBrand ?? intent.cardBrand,
        cardLast4: charge?.cardLast4 ?? intent.cardLast4,
        updatedAt: new Date(),
      };
      await tx
        .insert(paymentCustomers)
        .values({ userId: intent.userId, ...saved })
        .onConflictDoUpdate({ target: paymentCustomers.userId, set: saved });
      await tx
        .update(profiles)
        .set({ isAutoRenew: true, updatedAt: new Date() })
        .where(eq(profiles.userId, intent.userId));
    }
    if (intent.referralCode && intent.promoCodeId === null) {
      await creditReferral(tx, {
        referralCode: intent.referralCode,
        buyerId: intent.userId,
        orderId,
      });
    }
    const body: CheckoutBody = {
      success: true,
      order: toOrderSummary(order!),
      card: toWireCard(card),
      transaction_id: transactionId,
    };
    await tx
      .update(paymentIntents)
      .set({
        state: "completed",
        orderId,
        gatewayTransactionId: transactionId,
        resultStatus: 201,
        resultBody: body,
        lockedUntil: null,
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(paymentIntents.id, intent.id));
    return {
      status: 201,
      body,
      replayed: false,
      guest: intent.userId ? null : { email: intent.guestEmail!, language: intent.language },
    };
  });
  if ("guest" in answer && answer.guest && deps.onGuestCard) {
    await deps
      .onGuestCard(answer.guest.email, answer.guest.language, answer.body as CheckoutBody)
      .catch((error: unknown) =>
        deps.log.error({ err: error, intentId }, "guest card e-mail failed"),
      );
  }
  return { status: answer.status, body: answer.body, replayed: answer.replayed };
}

type Failure =
  | Extract<ChargeOutcome, { ok: false }>
  | {
      ok: false;
      kind: "not_charged";
      message: string;
      transaction: GatewayTransaction | null;
      processorResponseCode: string | null;
      processorResponseText: string | null;
    };

/** Declined / rejected / never charged: intent failed, code released, attempt listed. */
async function failIntent(
  deps: CheckoutDeps,
  intentId: string,
  failure: Failure,
): Promise<CheckoutAnswer> {
  return deps.db.transaction(async (tx) => {
    const intent = await lockIntent(tx, intentId);
    const stored = storedAnswer(intent);
    if (stored) return stored;
    const values = {
      failureCode: failure.kind,
      failureMessage: failure.message,
      processorResponseCode: failure.processorResponseCode,
      processorResponseText: failure.processorResponseText,
      gatewayTransactionId: failure.transaction?.id ?? null,
    };
    const body = declinedBody(values);
    await tx
      .update(paymentIntents)
      .set({
        ...values,
        state: "failed",
        resultStatus: 402,
        resultBody: body,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(paymentIntents.id, intentId));
    if (intent.promoCodeId !== null) await releaseCode(tx, intent.promoCodeId, intent.id);
    await tx
      .insert(paymentTransactions)
      .values({
        userId: intent.userId,
        guestEmail: intent.guestEmail,
        intentId: intent.id,
        kind: transactionKind(intent.kind),
        status:
          failure.kind === "processor_declined" || failure.kind === "gateway_rejected"
            ? "declined"
            : "failed",
        amountCents: intent.totalCents,
        currency: intent.currency,
        gateway: intent.gateway,
        gatewayTransactionId: values.gatewayTransactionId,
        processorResponseCode: values.processorResponseCode,
        processorResponseText: values.processorResponseText,
        message: failure.message,
      })
      .onConflictDoNothing();
    return { status: 402, body, replayed: false };
  });
}

// ── Reconciliation ─────────────────────────────────────────────────────────────────────────────

/**
 * Finishes one open intent from the gateway's books: charged → complete; pending → ask the
 * gateway by idempotency key: a successful sale → complete, a declined one → fail. None: a
 * same-key retry (`nonce`, the request's own — the key's request hash vouches for it) charges it
 * now under the same intent; the reconciler, which has no nonce, fails it as not charged once it
 * is older than UNCHARGED_GRACE_MS, else leaves it for later. Claims the intent first (lease), so
 * concurrent retries, reconcilers and API copies never race.
 */
export async function reconcileIntent(
  deps: CheckoutDeps,
  intentId: string,
  options: { ignoreLock?: boolean; now?: Date; nonce?: string } = {},
): Promise<"completed" | "failed" | "left_open" | "skipped"> {
  const now = options.now ?? new Date();
  const [claimed] = await deps.db
    .update(paymentIntents)
    .set({
      lockedUntil: leaseUntil(now.getTime()),
      reconcileAttempts: sql`${paymentIntents.reconcileAttempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(paymentIntents.id, intentId),
        inArray(paymentIntents.state, ["pending", "charged"]),
        options.ignoreLock
          ? undefined
          : or(isNull(paymentIntents.lockedUntil), lt(paymentIntents.lockedUntil, now)),
      ),
    )
    .returning();
  if (!claimed) return "skipped";

  if (claimed.state === "charged") {
    await completeIntent(deps, claimed.id, null);
    return "completed";
  }
  if (claimed.totalCents === 0) {
    await completeIntent(deps, claimed.id, null);
    return "completed";
  }
  let found: GatewayTransaction[];
  try {
    found = await deps.gateway.findByOrderId(claimed.idempotencyKey);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    deps.log.warn({ err: error, intentId }, "reconcile: gateway unavailable");
    await releaseClaim(deps.db, claimed.id);
    return "left_open";
  }
  const sales = found.filter((t) => t.type === "sale");
  const charged = sales.filter((t) => t.succeeded);
  if (charged.length > 1) {
    deps.log.error(
      { intentId, transactions: charged.map((t) => t.id) },
      "reconcile: several successful sales for one idempotency key — refund the extra ones",
    );
  }
  if (charged[0]) {
    await markCharged(deps.db, claimed.id, charged[0]);
    await completeIntent(deps, claimed.id, charged[0]);
    return "completed";
  }
  const declined = sales.at(-1);
  if (declined) {
    await failIntent(deps, claimed.id, {
      ok: false,
      kind:
        declined.status === "gateway_rejected"
          ? "gateway_rejected"
          : declined.status === "processor_declined"
            ? "processor_declined"
            : "processor_failure",
      message: declined.processorResponseText ?? "The payment was declined",
      transaction: declined,
      processorResponseCode: declined.processorResponseCode,
      processorResponseText: declined.processorResponseText,
    });
    return "failed";
  }
  if (options.nonce !== undefined) {
    const answer = await run(deps, claimed, options.nonce, { retry: true });
    return answer.status === 201 ? "completed" : "failed";
  }
  if (now.getTime() - claimed.createdAt.getTime() >= UNCHARGED_GRACE_MS) {
    await failIntent(deps, claimed.id, {
      ok: false,
      kind: "not_charged",
      message: "The payment was not completed; nothing was charged",
      transaction: null,
      processorResponseCode: null,
      processorResponseText: null,
    });
    return "failed";
  }
  await releaseClaim(deps.db, claimed.id);
  return "left_open";
}

/** Undecided for now: let the next retry or reconciler ask again at once, not after a lease. */
async function releaseClaim(db: Db, intentId: string) {
  await db
    .update(paymentIntents)
    .set({ lockedUntil: null, updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.state, "pending")));
}

/** Reconciles every open intent whose lock expired (start-up, the periodic job). */
export async function reconcileOpenIntents(
  deps: CheckoutDeps,
  options: { ignoreLock?: boolean; now?: Date; limit?: number } = {},
): Promise<Record<"completed" | "failed" | "left_open" | "skipped", number>> {
  const now = options.now ?? new Date();
  const open = await deps.db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(
        inArray(paymentIntents.state, ["pending", "charged"]),
        options.ignoreLock
          ? undefined
          : or(isNull(paymentIntents.lockedUntil), lt(paymentIntents.lockedUntil, now)),
      ),
    )
    .orderBy(paymentIntents.updatedAt)
    .limit(options.limit ?? 100);
  const counts = { completed: 0, failed: 0, left_open: 0, skipped: 0 };
  for (const { id } of open) {
    try {
      counts[await reconcileIntent(deps, id, options)] += 1;
    } catch (error) {
      deps.log.error({ err: error, intentId: id }, "reconcile failed");
      counts.left_open += 1;
    }
  }
  return counts;
}
