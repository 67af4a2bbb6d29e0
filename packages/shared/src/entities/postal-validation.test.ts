import { describe, expect, it } from "vitest";
import { postalValidationResponseSchema } from "./postal-validation";

describe("postal validation response", () => {
  it("reads the verdict inside data", () => {
    expect(postalValidationResponseSchema.parse({ data: { is_valid: false } }).data.is_valid).toBe(
      false,
    );
  });

  it("refuses a bare verdict without data", () => {
    expect(postalValidationResponseSchema.safeParse({ is_valid: true }).success).toBe(false);
  });
});
