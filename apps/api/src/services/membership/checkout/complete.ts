// Step 4: a charged intent becomes an order, a card and a ledger row, in one transaction.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { GatewayTransaction } from "../../../adapters/payments";
import type { DbTransaction } from "../../../db/client";
import {
  cards,
  orders,
  paymentCustomers,
  paymentIntents,
  paymentTransactions,
  profiles,
} from "../../../db/schema";
import { generateCardNumber, generateCsv } from "../cards/issue-card";
import { confirmCode, creditReferral } from "./codes";
import { customerIdFor, lockIntent, storedAnswer, transactionKind } from "./intents";
import { paidCardValidOn } from "./paid-card";
import { purchasedCard } from "./purchased-card";
import type { CheckoutAnswer, CheckoutBody, CheckoutDeps } from "./types";
import { toOrderSummary, toWireCard } from "./wire";

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
        utmSource: intent.utmSource,
        utmMedium: intent.utmMedium,
        utmCampaign: intent.utmCampaign,
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
