// Step 3: the gateway call for a recorded intent, under its lease; then complete or fail it.
import { ERROR_CODES } from "@spc/shared";
import type { ChargeOutcome } from "../../../adapters/payments";
import { AppError } from "../../../lib/app-error";
import { purchaseInProgress } from "../member-turn";
import { completeIntent } from "./complete";
import { failIntent } from "./fail";
import { holdingLease } from "./intent-lease";
import { customerIdFor, markCharged, releaseClaim } from "./intents";
import type { CheckoutAnswer, CheckoutDeps, Intent } from "./types";

/** Calls the gateway for a recorded intent this request holds, then finishes it. */
export function run(
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
      ERROR_CODES.paymentUnavailable,
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
