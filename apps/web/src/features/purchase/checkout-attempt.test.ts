import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import {
  afterFailure,
  attemptFingerprint,
  attemptFor,
  isRetryableFailure,
} from "./checkout-attempt";

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe("checkout attempts and their Idempotency-Key", () => {
  const body = { language: "fr", auto_renew: true };
  const print = attemptFingerprint("fake-valid-nonce", body);

  it("makes one key per attempt", () => {
    const makeKey = counter();
    expect(attemptFor(null, print, makeKey).key).toBe("key-1");
  });

  it("reuses the key when the same attempt is retried after a lost answer", () => {
    const makeKey = counter();
    const first = attemptFor(null, print, makeKey);
    const kept = afterFailure(first, new ApiError(0, "network_error", "offline"));
    const retry = attemptFor(kept, attemptFingerprint("fake-valid-nonce", { ...body }), makeKey);
    expect(retry.key).toBe(first.key);
  });

  it("reuses the key after payment_unavailable (503) and checkout_in_progress (409)", () => {
    const first = attemptFor(null, print, counter());
    expect(afterFailure(first, new ApiError(503, "payment_unavailable", "x"))).toBe(first);
    expect(afterFailure(first, new ApiError(409, "checkout_in_progress", "x"))).toBe(first);
  });

  it("starts a new attempt after a decline (the key would replay the decline)", () => {
    const makeKey = counter();
    const first = attemptFor(null, print, makeKey);
    const kept = afterFailure(first, new ApiError(402, "payment_declined", "declined"));
    expect(kept).toBeNull();
    expect(attemptFor(kept, print, makeKey).key).toBe("key-2");
  });

  it("starts a new attempt when the payment or the codes change", () => {
    const makeKey = counter();
    const first = attemptFor(null, print, makeKey);
    const other = attemptFingerprint("fake-valid-nonce", { ...body, promo_code: "SAVE10" });
    expect(attemptFor(first, other, makeKey).key).toBe("key-2");
  });

  it("treats unknown failures as retryable and refusals as final", () => {
    expect(isRetryableFailure(new TypeError("boom"))).toBe(true);
    expect(isRetryableFailure(new ApiError(422, "promo_code_not_valid", "x"))).toBe(false);
  });

  it("makes UUID keys the API accepts", async () => {
    const { newIdempotencyKey } = await import("./checkout-attempt");
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9][A-Za-z0-9_:-]{7,127}$/);
  });
});
