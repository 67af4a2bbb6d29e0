import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { errorMessageId, knownErrorMessageId } from "./error-messages";

const refused = (code: string, status = 400) => new ApiError(status, code, "English text");

describe("the one error-code → message map", () => {
  it("gives each known code its message, whatever the API's English text", () => {
    expect(errorMessageId(refused("account_locked", 423))).toBe("auth.error.locked");
    expect(errorMessageId(refused("no_code_left", 409))).toBe("offer.code.noneLeft");
    expect(errorMessageId(refused("payment_declined", 402))).toBe("purchase.error.declined");
  });

  it("never tells which of e-mail or password was wrong", () => {
    for (const code of ["invalid_email_or_password", "user_not_found", "invalid_password"]) {
      expect(errorMessageId(refused(code))).toBe("auth.error.invalidCredentials");
    }
  });

  it("lets a flow word a code its own way, and falls back for codes nobody maps", () => {
    const flow = { payment_declined: "billing.payment.declined" } as const;
    expect(errorMessageId(refused("payment_declined"), "billing.payment.error", flow)).toBe(
      "billing.payment.declined",
    );
    expect(errorMessageId(refused("internal_error", 500), "billing.payment.error", flow)).toBe(
      "billing.payment.error",
    );
    expect(knownErrorMessageId(refused("internal_error", 500))).toBeNull();
  });

  it("shows the fallback for anything that is not an API error", () => {
    expect(errorMessageId(new Error("boom"), "purchase.error.generic")).toBe(
      "purchase.error.generic",
    );
    expect(errorMessageId("account_locked")).toBe("auth.error.generic");
  });
});
