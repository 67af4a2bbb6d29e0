import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../db/testing";
import { buildTestApp } from "../../testing/app";
import { cookiesOf, latestMail, linkParams, ORIGIN, signIn, signUp } from "./test-helpers";

describe("/api/auth (better-auth behind Fastify)", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ database, env: { AUTH_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it("signs up without a session and e-mails a verification link to the web action page", async () => {
    const response = await signUp(app, "Alice@Example.com", { language: "fr" });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeNull();
    expect(response.headers["set-cookie"]).toBeUndefined();

    const mail = await latestMail(database.db, "alice@example.com", "verify_email");
    expect(mail?.subject).toBe("Confirmez votre adresse courriel");
    const params = linkParams(mail!.text);
    expect(params.get("mode")).toBe("verifyEmail");
    expect(params.get("verifyToken")).toBeTruthy();
    expect(params.get("redirectUrl")).toBe("/");
    expect(mail!.text).toContain(`${ORIGIN}/__/auth/action?`);

    const verify = await app.inject({
      url: `/api/auth/verify-email?token=${encodeURIComponent(params.get("verifyToken")!)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().status).toBe(true);
  });

  it("signs in with an httpOnly SameSite=Lax cookie and a bearer token", async () => {
    const response = await signIn(app, "alice@example.com");
    expect(response.statusCode).toBe(200);
    const raw = String(response.headers["set-cookie"]);
    expect(raw).toMatch(/spc\.session_token=/);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).not.toMatch(/Secure/i);
    expect(response.headers["set-auth-token"]).toBeTruthy();

    const session = await app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: cookiesOf(response) },
    });
    expect(session.json().user.email).toBe("alice@example.com");
    expect(session.json().user.emailVerified).toBe(true);
  });

  it("answers a wrong password and an unknown e-mail the same way, in the envelope", async () => {
    const wrong = await signIn(app, "alice@example.com", "Wrong-password1");
    const unknown = await signIn(app, "nobody@example.com", "Wrong-password1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe("invalid_email_or_password");
  });
});
