import * as shared from "@spc/shared";
import { describe, expect, it } from "vitest";
import {
  CODE_REFUSAL_REASONS,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_NONCE_HEADER,
  STORE_ERROR_CODES,
} from "./store-contract";

describe("the zod-free store contract copies", () => {
  it("match @spc/shared", () => {
    expect(PAYMENT_NONCE_HEADER).toBe(shared.PAYMENT_NONCE_HEADER);
    expect(IDEMPOTENCY_KEY_HEADER).toBe(shared.IDEMPOTENCY_KEY_HEADER);
    expect(STORE_ERROR_CODES).toEqual(shared.STORE_ERROR_CODES);
    expect(CODE_REFUSAL_REASONS).toEqual(shared.CODE_REFUSAL_REASONS);
  });
});
