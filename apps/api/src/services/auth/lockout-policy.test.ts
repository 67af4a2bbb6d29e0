import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../db/testing";
import { cookiesOf, ORIGIN, PASSWORD, signUp } from "../../testing/accounts";
import { buildTestApp } from "../../testing/app";
import { MANY_SIGN_INS, useTestApp } from "../../testing/use-test-app";
import { mintLoginToken } from "./custom-token";

const WRONG = "Wrong-pass1";

function signIn(
  app: FastifyInstance,
  email: string,
  options: { password?: string; cookie?: string; from?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: options.from ?? "127.0.0.1",
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { email, password: options.password ?? PASSWORD },
  });
}

/** The device cookie a successful sign-in leaves, as a Cookie header. */
async function deviceCookieOf(app: FastifyInstance, email: string): Promise<string> {
  const response = await signIn(app, email);
  expect(response.statusCode).toBe(200);
  const device = cookiesOf(response)
    .split("; ")
    .find((pair) => pair.startsWith("spc.device="));
  expect(device).toBeDefined();
  return device!;
}

const stranger = (n: number) => `198.51.100.${n}`;

describe("a lock that cannot be turned against the owner", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });
  const app = () => ctx.app();

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    from?: string,
  ) => app().inject({ method: "POST", url, payload, headers, remoteAddress: from ?? "127.0.0.1" });

  it("marks the browser of a successful sign-in with an httpOnly, SameSite=Strict device cookie", async () => {
    await signUp(app(), "device@example.com");
    const response = await signIn(app(), "device@example.com");
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/spc\.device=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict/);
  });

  it("marks the browser of a one-time login link too", async () => {
    await signUp(app(), "linked@example.com");
    const { token } = await mintLoginToken(ctx.database().db, "linked@example.com", {
      publicUrl: ORIGIN,
    });
    const response = await post("/api/auth/custom-token", { token }, { origin: ORIGIN });
    expect(response.statusCode).toBe(200);
    const device = cookiesOf(response)
      .split("; ")
      .find((pair) => pair.startsWith("spc.device="))!;
    for (let n = 1; n <= 5; n++) {
      await signIn(app(), "linked@example.com", { password: WRONG, from: stranger(60 + n) });
    }
    expect((await signIn(app(), "linked@example.com", { cookie: device })).statusCode).toBe(200);
  });

  it("never locks an account through passwordIsValid asked without its session, and slows the guesses", async () => {
    await signUp(app(), "guessed@example.com");
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n++) {
      const response = await post(
        "/api/users/passwordIsValid",
        { email: `  Guessed@Example.com `, password: `${WRONG}${n}` },
        {},
        stranger(n),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const state = await post("/api/users/isAllowedLogin", { email: "guessed@example.com" });
    expect(state.json().data).toMatchObject({ is_allowed: true, failed_attempts: 0 });
    expect((await signIn(app(), "guessed@example.com")).statusCode).toBe(200);
  });

  it("counts a wrong passwordIsValid asked by the signed-in owner, like a sign-in", async () => {
    await signUp(app(), "own-check@example.com");
    const cookie = cookiesOf(await signIn(app(), "own-check@example.com"));
    const headers = { cookie, origin: ORIGIN };
    const check = await post(
      "/api/users/passwordIsValid",
      { email: "own-check@example.com", password: WRONG },
      headers,
    );
    expect(check.json().data.is_valid).toBe(false);
    const state = await post("/api/users/isAllowedLogin", { email: "own-check@example.com" });
    expect(state.json().data.failed_attempts).toBe(1);
  });

  it("lets the owner sign in from a browser they signed in on before while a stranger has locked the address", async () => {
    await signUp(app(), "owner@example.com");
    const device = await deviceCookieOf(app(), "owner@example.com");
    for (let n = 1; n <= 5; n++) {
      expect(
        (await signIn(app(), "owner@example.com", { password: WRONG, from: stranger(n) }))
          .statusCode,
      ).toBe(401);
    }
    // Locked for every browser without the owner's cookie, even with the right password…
    expect((await signIn(app(), "owner@example.com", { from: stranger(9) })).statusCode).toBe(403);
    // …but not for the owner's own browser, whose check of spec §4 keeps the session too.
    expect((await signIn(app(), "owner@example.com", { cookie: device })).statusCode).toBe(200);
    const own = await post(
      "/api/users/isAllowedLogin",
      { email: "owner@example.com" },
      { cookie: device },
    );
    expect(own.json().data.is_allowed).toBe(true);
    // The owner's success does not lift the lock held against the stranger.
    expect((await signIn(app(), "owner@example.com", { from: stranger(9) })).statusCode).toBe(403);
  });

  it("locks only that browser when its own cookie keeps failing", async () => {
    await signUp(app(), "shared-pc@example.com");
    const device = await deviceCookieOf(app(), "shared-pc@example.com");
    for (let n = 1; n <= 4; n++) {
      await signIn(app(), "shared-pc@example.com", { password: WRONG, cookie: device });
    }
    const warned = await post(
      "/api/users/updateLoginFailAttempt",
      { email: "shared-pc@example.com" },
      { cookie: device },
    );
    expect(warned.json().data).toMatchObject({ is_allowed: true, remaining_attempts: 1 });
    await signIn(app(), "shared-pc@example.com", { password: WRONG, cookie: device });
    const locked = await signIn(app(), "shared-pc@example.com", { cookie: device });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe("account_locked");
    // The account itself was never locked: another browser signs in.
    expect((await signIn(app(), "shared-pc@example.com", { from: stranger(20) })).statusCode).toBe(
      200,
    );
  });

  it("honours a device cookie only for the account that earned it", async () => {
    await signUp(app(), "first@example.com");
    await signUp(app(), "second@example.com");
    const firstDevice = await deviceCookieOf(app(), "first@example.com");
    for (let n = 1; n <= 5; n++) {
      await signIn(app(), "second@example.com", { password: WRONG, from: stranger(30 + n) });
    }
    expect((await signIn(app(), "second@example.com", { cookie: firstDevice })).statusCode).toBe(
      403,
    );
    const forged = firstDevice.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect(
      (await signIn(app(), "first@example.com", { cookie: forged, password: WRONG })).statusCode,
    ).toBe(401);
    const state = await post("/api/users/isAllowedLogin", { email: "first@example.com" });
    expect(state.json().data.failed_attempts).toBe(1); // the forged cookie counted as no cookie
  });

  it("warns on the attempt before the lock (remaining_attempts 1)", async () => {
    await signUp(app(), "warned@example.com");
    for (let n = 1; n <= 4; n++) await signIn(app(), "warned@example.com", { password: WRONG });
    const state = await post("/api/users/updateLoginFailAttempt", { email: "warned@example.com" });
    expect(state.json().data).toMatchObject({
      is_allowed: true,
      failed_attempts: 4,
      remaining_attempts: 1,
    });
  });
});

describe("budgets nobody can spend for someone else", () => {
  async function withApp(run: (app: FastifyInstance) => Promise<void>) {
    const database = await createTestDatabase();
    const app = await buildTestApp({ database, env: { AUTH_RATE_LIMIT_MAX: "3" } });
    try {
      await run(app);
    } finally {
      await app.close();
      await database.cleanup();
    }
  }

  it("keeps a member's own lock-state checks answering after a stranger's ten calls with their e-mail", async () => {
    await withApp(async (app) => {
      await signUp(app, "browsing@example.com");
      const cookie = cookiesOf(await signIn(app, "browsing@example.com"));
      const ask = (headers: Record<string, string>) =>
        app.inject({
          method: "POST",
          url: "/api/users/isAllowedLogin",
          headers: { origin: ORIGIN, ...headers },
          payload: { email: "browsing@example.com" },
        });
      const strangers: number[] = [];
      for (let n = 1; n <= 10; n++) strangers.push((await ask({})).statusCode);
      expect(strangers.at(-1)).toBe(429); // the stranger spent their own address's budget
      for (let page = 1; page <= 15; page++) {
        expect((await ask({ cookie })).statusCode).toBe(200);
      }
      // From another address, the stranger's calls did not spend the e-mail's budget either.
      const elsewhere = await app.inject({
        method: "POST",
        url: "/api/users/isAllowedLogin",
        remoteAddress: stranger(77),
        payload: { email: "browsing@example.com" },
      });
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  it("lets the owner's browser sign in after strangers used up the address's sign-in budget", async () => {
    await withApp(async (app) => {
      await signUp(app, "budget@example.com");
      const device = await deviceCookieOf(app, "budget@example.com");
      for (let n = 1; n <= 4; n++) {
        await signIn(app, "budget@example.com", { password: WRONG, from: stranger(40 + n) });
      }
      expect((await signIn(app, "budget@example.com", { from: stranger(50) })).statusCode).toBe(
        429,
      );
      expect(
        (await signIn(app, "budget@example.com", { cookie: device, from: stranger(51) }))
          .statusCode,
      ).toBe(200);
    });
  });
});
