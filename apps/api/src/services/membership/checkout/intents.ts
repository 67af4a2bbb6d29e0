// Reads and small writes of payment intents that several steps of a checkout share.
import { createHash } from "node:crypto";
import { ERROR_CODES } from "@spc/shared";
import { and, eq } from "drizzle-orm";
import type { GatewayTransaction } from "../../../adapters/payments";
import type { Db, DbTransaction } from "../../../db/client";
import { type PaymentIntentKind, paymentIntents } from "../../../db/schema";
import type { CheckoutAnswer, CheckoutInput, Intent } from "./types";

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Identifies "the same request": a key replayed with another request is refused. */
export function requestHash(input: CheckoutInput): string {
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

export function declinedBody(
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
      code: ERROR_CODES.paymentDeclined,
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

export function storedAnswer(intent: Intent): CheckoutAnswer | null {
  if (intent.resultStatus === null) return null;
  return { status: intent.resultStatus, body: intent.resultBody, replayed: true };
}

export function transactionKind(kind: PaymentIntentKind): "purchase" | "activation" {
  return kind === "activation" ? "activation" : "purchase";
}

/** The payment customer id of a member at the gateway. */
export function customerIdFor(userId: string): string {
  return `spc_${userId}`;
}

/** The intent of an idempotency key, if any. */
export async function findIntent(db: Db | DbTransaction, key: string): Promise<Intent | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.idempotencyKey, key));
  return row;
}

export async function markCharged(db: Db, intentId: string, transaction: GatewayTransaction) {
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
export async function lockIntent(tx: DbTransaction, intentId: string): Promise<Intent> {
  const [intent] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId))
    .for("update");
  if (!intent) throw new Error(`no payment intent ${intentId}`);
  return intent;
}

/** Undecided for now: let the next retry or reconciler ask again at once, not after a lease. */
export async function releaseClaim(db: Db, intentId: string) {
  await db
    .update(paymentIntents)
    .set({ lockedUntil: null, updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.state, "pending")));
}

/** Whether a checkout with this Idempotency-Key was already recorded (its retry is a replay). */
export async function isKnownCheckoutKey(db: Db | DbTransaction, key: string): Promise<boolean> {
  return (await findIntent(db, key)) !== undefined;
}
