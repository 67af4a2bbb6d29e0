import { AppError } from "../../../lib/app-error";
import { purchaseInProgress } from "../member-turn";
import { run } from "./charge";
import { leaseLapsed } from "./intent-lease";
import { findIntent, requestHash } from "./intents";
import { priceCheckout } from "./price-checkout";
import { reconcileIntent } from "./reconcile";
import { recordIntent } from "./record-intent";
import { replay } from "./replay";
import type { CheckoutAnswer, CheckoutDeps, CheckoutInput } from "./types";

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
