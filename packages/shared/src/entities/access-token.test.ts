import { describe, expect, it } from "vitest";
import { accessTokenRequestSchema } from "./access-token";

describe("access token request", () => {
  it("accepts an empty body since every field is optional", () => {
    expect(accessTokenRequestSchema.safeParse({}).success).toBe(true);
  });

  it("refuses a card number with letters", () => {
    expect(accessTokenRequestSchema.safeParse({ card_number: "6018abcd" }).success).toBe(false);
  });
});
