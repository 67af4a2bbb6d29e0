// A declined, rejected or never-charged intent: failed, code released, attempt listed.
import { eq } from "drizzle-orm";
import type { ChargeOutcome, GatewayTransaction } from "../../../adapters/payments";
import { paymentIntents, paymentTransactions } from "../../../db/schema";
import { releaseCode } from "./codes";
import { declinedBody, lockIntent, storedAnswer, transactionKind } from "./intents";
import type { CheckoutAnswer, CheckoutDeps } from "./types";

export type Failure =
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
export async function failIntent(
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
