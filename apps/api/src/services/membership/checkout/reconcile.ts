// Step 5: open intents left by a request that is gone, settled from the gateway's books.
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { type GatewayTransaction, GatewayUnavailableError } from "../../../adapters/payments";
import { paymentIntents } from "../../../db/schema";
import { run } from "./charge";
import { completeIntent } from "./complete";
import { failIntent } from "./fail";
import { leaseUntil } from "./intent-lease";
import { markCharged, releaseClaim } from "./intents";
import { type CheckoutDeps, UNCHARGED_GRACE_MS } from "./types";

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
