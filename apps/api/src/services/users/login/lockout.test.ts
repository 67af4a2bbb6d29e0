import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../db/testing";
import { latestMail, linkParams, signIn, signUp } from "../../../testing/accounts";
import { buildTestApp } from "../../../testing/app";
import { MANY_SIGN_INS, useTestApp } from "../../../testing/use-test-app";

describe("account lockout", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  const state = async (email: string) =>
    (
      await ctx
        .app()
        .inject({ method: "POST", url: "/api/users/isAllowedLogin", payload: { email } })
    ).json().data;

  it("locks after 5 consecutive failed sign-ins, even with the right password, until unlocked", async () => {
    await signUp(ctx.app(), "locked@example.com", { language: "fr" });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(ctx.app(), "locked@example.com", "Wrong-pass1")).statusCode).toBe(401);
    }
    const locked = await signIn(ctx.app(), "locked@example.com");
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe("account_locked");
    expect(await state("locked@example.com")).toMatchObject({
      is_allowed: false,
      remaining_attempts: 0,
    });
    const report = await ctx.app().inject({
      method: "POST",
      url: "/api/users/updateLoginFailAttempt",
      payload: { email: "locked@example.com" },
    });
    expect(report.json().data.failed_attempts).toBe(5);

    // The owner got an unlock link, in French.
    const mail = await latestMail(ctx.database().db, "locked@example.com", "unlock_account");
    expect(mail?.subject).toBe("Votre compte est temporairement verrouillé");
    const params = linkParams(mail!.text);
    expect(params.get("mode")).toBe("unlockAccount");
    const unlock = (token: string) =>
      ctx.app().inject({ method: "POST", url: "/api/users/unlock-account", payload: { token } });
    expect((await unlock(params.get("unlockToken")!)).json()).toEqual({ data: { unlocked: true } });
    expect((await unlock(params.get("unlockToken")!)).json().error.code).toBe("invalid_token");

    expect((await signIn(ctx.app(), "locked@example.com")).statusCode).toBe(200);
    expect(await state("locked@example.com")).toMatchObject({
      is_allowed: true,
      failed_attempts: 0,
    });
  });

  it("locks an unknown address the same way (the answer reveals nothing)", async () => {
    for (let attempt = 1; attempt <= 5; attempt++)
      await signIn(ctx.app(), "ghost@example.com", "Nope-123a");
    const response = await signIn(ctx.app(), "ghost@example.com", "Nope-123a");
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("account_locked");
    expect(await latestMail(ctx.database().db, "ghost@example.com")).toBeUndefined();
  });

  it("ends the lock after 15 minutes", async () => {
    await signUp(ctx.app(), "waits@example.com");
    for (let attempt = 1; attempt <= 5; attempt++)
      await signIn(ctx.app(), "waits@example.com", "Wrong-pass1");
    const { loginAttempts } = await import("../../../db/schema");
    const { eq } = await import("drizzle-orm");
    await ctx
      .database()
      .db.update(loginAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginAttempts.emailLower, "waits@example.com"));
    expect((await signIn(ctx.app(), "waits@example.com")).statusCode).toBe(200);
  });

  it("checks passwords without counting a stranger's wrong guess toward the lock (passwordIsValid)", async () => {
    await signUp(ctx.app(), "checks@example.com");
    const check = async (password: string) =>
      (
        await ctx.app().inject({
          method: "POST",
          url: "/api/users/passwordIsValid",
          payload: { email: "checks@example.com", password },
        })
      ).json().data.is_valid;
    expect(await check("Student2026!")).toBe(true);
    expect(await check("Wrong-pass1")).toBe(false);
    expect((await state("checks@example.com")).failed_attempts).toBe(0);
  });
});

describe("rate limit of the sensitive calls", () => {
  it("answers the 11th sign-in of a minute with the 429 envelope and Retry-After", async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ database });
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt++) {
        statuses.push((await signIn(app, `rate${attempt}@example.com`, "Wrong-pass1")).statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      const limited = await signIn(app, "rate-last@example.com", "Wrong-pass1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: {
          request_id: expect.any(String),
          code: "rate_limited",
          message: "Too many requests at the moment. Please try again later",
        },
      });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

      const lockoutCalls = [];
      for (let attempt = 1; attempt <= 11; attempt++) {
        lockoutCalls.push(
          (
            await app.inject({
              method: "POST",
              url: "/api/users/isAllowedLogin",
              payload: { email: "same@example.com" },
            })
          ).statusCode,
        );
      }
      expect(lockoutCalls.at(-1)).toBe(429);
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
