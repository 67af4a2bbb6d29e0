// Step 1 of a checkout with a known Idempotency-Key: the stored answer, waited for or found out.
import { ERROR_CODES } from "@spc/shared";
import { eq } from "drizzle-orm";
import { paymentIntents } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { leaseLapsed } from "./intent-lease";
import { storedAnswer } from "./intents";
import { reconcileIntent } from "./reconcile";
import {
  type CheckoutAnswer,
  type CheckoutDeps,
  type CheckoutInput,
  type Intent,
  REPLAY_WAIT_MS,
} from "./types";

const REPLAY_POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request with a known key: the first attempt's stored answer, after waiting for it (or finding out
 * what happened to it when its request is gone); 422 for another request under the same key. */
export async function replay(
  deps: CheckoutDeps,
  first: Intent,
  input: CheckoutInput,
  hash: string,
): Promise<CheckoutAnswer> {
  if (first.userId !== input.userId || first.requestHash !== hash) {
    throw new AppError(
      ERROR_CODES.idempotencyKeyReused,
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
    ERROR_CODES.checkoutInProgress,
    "This purchase is still being processed; try again in a moment with the same key",
  );
}
