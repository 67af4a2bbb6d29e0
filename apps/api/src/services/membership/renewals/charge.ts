import { and, eq, lt } from "drizzle-orm";
import { cardRenewals, paymentCustomers } from "../../../db/schema";
import { PENDING_STALE_MS } from "./claim";
import { renewalPrice } from "./price";
import { orderIdOf, type Settlement, settleRenewal } from "./settle";
import type { RenewalDeps, RenewalGateway, RenewalRow } from "./types";

/** Step 2 + 3 for one claimed renewal. Returns true when the card was renewed. */
export async function chargeRenewal(
  deps: RenewalDeps,
  renewal: RenewalRow,
  now = new Date(),
): Promise<boolean> {
  const { db, gateway } = deps;
  const price = await renewalPrice(db, deps.country, renewal.userId);
  const [customer] = renewal.userId
    ? await db
        .select({ token: paymentCustomers.paymentMethodToken })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, renewal.userId))
    : [];
  const base = { amountCents: price.amountCents, currency: price.currency, promo: price.promo };
  if (!customer?.token) {
    await settleRenewal(
      deps,
      renewal,
      {
        ok: false,
        ...base,
        transactionId: null,
        failureCode: "no_payment_method",
        failureMessage: "No saved payment method",
      },
      now,
    );
    return false;
  }
  let outcome: Awaited<ReturnType<RenewalGateway["charge"]>>;
  try {
    outcome = await gateway.charge({
      amountCents: base.amountCents,
      currency: base.currency,
      orderId: orderIdOf(renewal),
      paymentMethodToken: customer.token,
    });
  } catch (error) {
    // Outcome unknown (gateway unreachable): leave it pending for reconciliation.
    deps.log?.error({ err: error, renewalId: renewal.id }, "renewal charge outcome unknown");
    return false;
  }
  const settlement: Settlement = outcome.ok
    ? {
        ok: true,
        ...base,
        transactionId: outcome.transaction.id,
        failureCode: null,
        failureMessage: null,
      }
    : {
        ok: false,
        ...base,
        transactionId: outcome.transaction?.id ?? null,
        failureCode: outcome.kind,
        failureMessage: outcome.message,
        processorResponseCode: outcome.processorResponseCode,
        processorResponseText: outcome.processorResponseText,
      };
  const settled = await settleRenewal(deps, renewal, settlement, now);
  return outcome.ok && settled?.newExpiry != null;
}

/** Settles renewals left pending by a crash: asks the gateway whether the charge happened. */
export async function reconcilePendingRenewals(deps: RenewalDeps, now: Date): Promise<number> {
  const stale = await deps.db
    .select()
    .from(cardRenewals)
    .where(
      and(
        eq(cardRenewals.status, "pending"),
        lt(cardRenewals.updatedAt, new Date(now.getTime() - PENDING_STALE_MS)),
      ),
    )
    .limit(100);
  let settled = 0;
  for (const renewal of stale) {
    const found = (await deps.gateway.findByOrderId?.(orderIdOf(renewal))) ?? [];
    const charged = found.find((transaction) => transaction.succeeded);
    const price = await renewalPrice(deps.db, deps.country, renewal.userId);
    const result = await settleRenewal(
      deps,
      renewal,
      {
        ok: charged !== undefined,
        amountCents: price.amountCents,
        currency: price.currency,
        promo: price.promo,
        transactionId: charged?.id ?? null,
        failureCode: charged ? null : "interrupted",
        failureMessage: charged ? null : "The renewal was interrupted before the charge",
      },
      now,
    );
    if (result !== null) settled += 1;
  }
  return settled;
}
