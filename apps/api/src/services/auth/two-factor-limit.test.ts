import { describe, expect, it } from "vitest";
import { cookiesOf, ORIGIN, PASSWORD, signIn } from "../../testing/accounts";
import { useTestApp } from "../../testing/use-test-app";
import { createStaffAccount, enableTotpWithSecret } from "./index";

const ctx = useTestApp();

describe("the second factor's guessing budget", () => {
  it("refuses code guesses past the sensitive budget with the rate-limit envelope", async () => {
    const { userId } = await createStaffAccount(
      ctx.database().db,
      { email: "guess@example.com", name: "Guess", role: "admin" },
      PASSWORD,
    );
    await enableTotpWithSecret(ctx.app().auth, ctx.database().db, userId, "x".repeat(32));
    const pending = cookiesOf(await signIn(ctx.app(), "guess@example.com"));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await ctx.app().inject({
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        headers: { origin: ORIGIN, cookie: pending },
        payload: { code: String(100000 + attempt) },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.code).toBe("rate_limited");
        expect(response.headers["retry-after"]).toBeDefined();
      }
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
