import { describe, expect, it } from "vitest";
import { PASSWORD, signUp } from "../../testing/accounts";
import { MANY_SIGN_INS, useTestApp } from "../../testing/use-test-app";

describe("signing in through any loopback name of a development server", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  it("accepts http://localhost, http://127.0.0.1 and http://[::1] on the server's port", async () => {
    await signUp(ctx.app(), "loopback@example.com");
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const response = await ctx.app().inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin },
        payload: { email: "loopback@example.com", password: PASSWORD },
      });
      expect({ origin, status: response.statusCode }).toEqual({ origin, status: 200 });
    }
  });

  it("still refuses a sign-in from another site", async () => {
    const response = await ctx.app().inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "http://evil.example" },
      payload: { email: "loopback@example.com", password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });
});
