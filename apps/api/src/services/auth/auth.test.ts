import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../db/testing";
import {
  cookiesOf,
  latestMail,
  linkParams,
  ORIGIN,
  sessionCookie,
  signIn,
  signUp,
} from "../../testing/accounts";
import { buildTestApp } from "../../testing/app";
import { MANY_SIGN_INS, useTestApp } from "../../testing/use-test-app";
import { mintLoginToken } from "./custom-token";

describe("/api/auth (better-auth behind Fastify)", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  it("signs up without a session and e-mails a verification link to the web action page", async () => {
    const response = await signUp(ctx.app(), "Alice@Example.com", { language: "fr" });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeNull();
    expect(response.headers["set-cookie"]).toBeUndefined();

    const mail = await latestMail(ctx.database().db, "alice@example.com", "verify_email");
    expect(mail?.subject).toBe("Confirmez votre adresse courriel");
    const params = linkParams(mail!.text);
    expect(params.get("mode")).toBe("verifyEmail");
    expect(params.get("verifyToken")).toBeTruthy();
    expect(params.get("redirectUrl")).toBe("/");
    expect(mail!.text).toContain(`${ORIGIN}/__/auth/action?`);

    const verify = await ctx.app().inject({
      url: `/api/auth/verify-email?token=${encodeURIComponent(params.get("verifyToken")!)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().status).toBe(true);
  });

  it("signs in with an httpOnly SameSite=Lax cookie and a bearer token", async () => {
    const response = await signIn(ctx.app(), "alice@example.com");
    expect(response.statusCode).toBe(200);
    const raw = String(response.headers["set-cookie"]);
    expect(raw).toMatch(/spc\.session_token=/);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).not.toMatch(/Secure/i);
    expect(response.headers["set-auth-token"]).toBeTruthy();

    const session = await ctx.app().inject({
      url: "/api/auth/get-session",
      headers: { cookie: cookiesOf(response) },
    });
    expect(session.json().user.email).toBe("alice@example.com");
    expect(session.json().user.emailVerified).toBe(true);
    // The allowed-login check of spec §4 depends on how THIS session was opened.
    expect(session.json().session.signInMethod).toBe("password");
  });

  it("answers a wrong password and an unknown e-mail the same way, in the envelope", async () => {
    const wrong = await signIn(ctx.app(), "alice@example.com", "Wrong-password1");
    const unknown = await signIn(ctx.app(), "nobody@example.com", "Wrong-password1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe("invalid_email_or_password");
  });

  it("answers sign-up the same for a known e-mail, and tells the owner by e-mail", async () => {
    const fresh = await signUp(ctx.app(), "fresh@example.com");
    const known = await signUp(ctx.app(), "alice@example.com");
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(Object.keys(known.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect(known.json().token).toBeNull();
    expect((await latestMail(ctx.database().db, "alice@example.com"))?.kind).toBe(
      "sign_up_attempt",
    );
  });

  it("resets a password through the e-mailed token, once, and revokes the sessions", async () => {
    const ask = (email: string) =>
      ctx.app().inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        headers: { origin: ORIGIN },
        payload: { email },
      });
    const known = await ask("alice@example.com");
    const unknown = await ask("nobody@example.com");
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const oldSession = await sessionCookie(ctx.app(), "alice@example.com");
    const mail = await latestMail(ctx.database().db, "alice@example.com", "reset_password");
    expect(mail?.subject).toBe("Réinitialisez votre mot de passe");
    const token = linkParams(mail!.text).get("resetToken")!;
    const reset = (newPassword: string) =>
      ctx.app().inject({
        method: "POST",
        url: "/api/auth/reset-password",
        headers: { origin: ORIGIN },
        payload: { token, newPassword },
      });
    expect((await reset("weakpassword")).json().error.code).toBe("password_too_weak");
    expect((await reset("NewPass2026!")).statusCode).toBe(200);
    expect((await reset("Other2026!x")).statusCode).toBe(400);

    const session = await ctx.app().inject({
      url: "/api/auth/get-session",
      headers: { cookie: oldSession },
    });
    expect(session.json()).toBeNull();
    expect((await signIn(ctx.app(), "alice@example.com", "NewPass2026!")).statusCode).toBe(200);
  });

  it("reauthenticates by e-mail + password with the spec's errors", async () => {
    await signUp(ctx.app(), "reauth@example.com");
    const cookie = await sessionCookie(ctx.app(), "reauth@example.com");
    const reauth = (payload: object) =>
      ctx.app().inject({
        method: "POST",
        url: "/api/auth/reauthenticate",
        headers: { cookie, origin: ORIGIN },
        payload,
      });
    const cases: [object, string, string][] = [
      [{ providerId: "twitter" }, "invalid_provider_id", "Invalid provider id"],
      [{ providerId: "google" }, "invalid_provider_id", "Invalid provider id"],
      // Spec §5: Email, Google or Facebook only — Apple cannot reauthenticate.
      [{ providerId: "apple" }, "invalid_provider_id", "Invalid provider id"],
      [
        { providerId: "apple", email: "reauth@example.com", password: "Student2026!" },
        "invalid_provider_id",
        "Invalid provider id",
      ],
      [
        { providerId: "password", email: "not-an-email", password: "x" },
        "invalid_email",
        "Invalid email",
      ],
      [
        { providerId: "password", email: "other@example.com", password: "x" },
        "invalid_email",
        "Invalid email",
      ],
      [
        { providerId: "password", email: "reauth@example.com", password: "" },
        "invalid_password",
        "Invalid password",
      ],
      [
        { providerId: "password", email: "reauth@example.com", password: "Wrong-pass1" },
        "invalid_password",
        "Invalid password",
      ],
    ];
    for (const [payload, code, message] of cases) {
      const response = await reauth(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: { request_id: expect.any(String), code, message } });
    }
    const ok = await reauth({
      providerId: "password",
      email: "REAUTH@example.com",
      password: "Student2026!",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.reauthenticated).toBe(true);
    const anonymous = await ctx.app().inject({
      method: "POST",
      url: "/api/auth/reauthenticate",
      payload: { providerId: "password" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("revokes the other sessions on a password change", async () => {
    await signUp(ctx.app(), "changer@example.com");
    const other = await sessionCookie(ctx.app(), "changer@example.com");
    const current = await sessionCookie(ctx.app(), "changer@example.com");
    const change = await ctx.app().inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: current, origin: ORIGIN },
      payload: { currentPassword: "Student2026!", newPassword: "Changed2026!" },
    });
    expect(change.statusCode).toBe(200);
    const session = await ctx
      .app()
      .inject({ url: "/api/auth/get-session", headers: { cookie: other } });
    expect(session.json()).toBeNull();
  });

  it("exchanges a minted custom token once, signing out the current session first", async () => {
    await signUp(ctx.app(), "auto@example.com");
    await signUp(ctx.app(), "previous@example.com");
    const previous = await sessionCookie(ctx.app(), "previous@example.com");
    const { token, url } = await mintLoginToken(ctx.database().db, "Auto@example.com", {
      publicUrl: ORIGIN,
    });
    expect(url).toBe(`${ORIGIN}/?auto_login=yes&custom_token=${token}`);

    const exchange = (cookie?: string) =>
      ctx.app().inject({
        method: "POST",
        url: "/api/auth/custom-token",
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        payload: { token },
      });
    const first = await exchange(previous);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe("auto@example.com");
    const session = await ctx.app().inject({
      url: "/api/auth/get-session",
      headers: { cookie: cookiesOf(first) },
    });
    expect(session.json().user.email).toBe("auto@example.com");
    expect(session.json().session.signInMethod).toBe("custom_token");
    const old = await ctx
      .app()
      .inject({ url: "/api/auth/get-session", headers: { cookie: previous } });
    expect(old.json()).toBeNull();

    const second = await exchange();
    expect(second.statusCode).toBe(401);
    expect(second.json().error.code).toBe("invalid_token");
    await expect(
      mintLoginToken(ctx.database().db, "nobody@example.com", { publicUrl: ORIGIN }),
    ).rejects.toThrow(/No account/);
  });

  it("serves the development mailbox with clickable links", async () => {
    const list = await ctx.app().inject({ url: "/dev/mailbox" });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toMatch(/text\/html/);
    expect(list.body).toMatch(/href="\/dev\/mailbox\/\d+"/);
    expect(list.body).toContain("/__/auth/action?mode=verifyEmail");
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(list.body)![1];
    const mail = await ctx.app().inject({ url: `/dev/mailbox/${id}` });
    expect(mail.statusCode).toBe(200);
    expect((await ctx.app().inject({ url: "/dev/mailbox/999999" })).statusCode).toBe(404);
  });
});

describe("production", () => {
  it("never registers the development mailbox and marks cookies Secure", async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({
      database,
      env: {
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: "p".repeat(40),
        AFFILIATE_TOKEN_SECRET: "affiliate-secret-for-tests-0123456789",
        LOG_LEVEL: "silent",
      },
    });
    try {
      const mailbox = await app.inject({ url: "/dev/mailbox" });
      expect(mailbox.statusCode).toBe(404);
      expect(mailbox.body).not.toContain("Development mailbox");
      await signUp(app, "prod@example.com");
      const response = await signIn(app, "prod@example.com");
      expect(String(response.headers["set-cookie"])).toMatch(
        /__Secure-spc\.session_token=.*Secure/,
      );
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
