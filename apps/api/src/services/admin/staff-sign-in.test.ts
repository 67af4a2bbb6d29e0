import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { cookiesOf, ORIGIN, PASSWORD, signIn } from "../../testing/accounts";
import { useTestApp } from "../../testing/use-test-app";
import { createStaffAccount, DEMO_STAFF, DEMO_STAFF_TOTP_SECRET, ensureDemoStaff } from "../auth";

const ctx = useTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000", STAFF_SESSION_HOURS: "2" } });

function post(app: FastifyInstance, url: string, cookie: string, payload: object) {
  return app.inject({ method: "POST", url, headers: { origin: ORIGIN, cookie }, payload });
}
const me = (cookie: string) => ctx.app().inject({ url: "/api/admin/me", headers: { cookie } });
const levels = (cookie: string) =>
  ctx.app().inject({ url: "/api/admin/codes/levels", headers: { cookie } });

/** The current code of a TOTP secret, as an authenticator app would show it. */
const codeFromUri = (uri: string) => OTPAuth.URI.parse(uri).generate();
const codeFromSecret = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromUTF8(secret) }).generate();

describe("a staff member's first sign-in and second factor", () => {
  it("signs in, sets up TOTP, and from then on needs the code to get a session", async () => {
    const email = "new-admin@example.com";
    const created = await createStaffAccount(
      ctx.database().db,
      { email, name: "New Admin", role: "admin" },
      PASSWORD,
    );
    expect(created.created).toBe(true);

    // First sign-in: a session, but only "who am I" until the second factor exists.
    const first = await signIn(ctx.app(), email);
    expect(first.statusCode).toBe(200);
    let cookie = cookiesOf(first);
    expect((await me(cookie)).json()).toMatchObject({ role: "admin", two_factor_enabled: false });
    expect((await levels(cookie)).json().error.details).toEqual({ reason: "two_factor_required" });

    // Enrolment: the plugin answers an otpauth URI; a code from it confirms the factor.
    const enable = await post(ctx.app(), "/api/auth/two-factor/enable", cookie, {
      password: PASSWORD,
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/SPC:/);
    expect(backupCodes).toHaveLength(10);
    const wrong = await post(ctx.app(), "/api/auth/two-factor/verify-totp", cookie, {
      code: "000000",
    });
    expect(wrong.statusCode).not.toBe(200);
    const verify = await post(ctx.app(), "/api/auth/two-factor/verify-totp", cookie, {
      code: codeFromUri(totpURI),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    cookie = cookiesOf(verify) || cookie;
    expect((await levels(cookie)).statusCode).toBe(200);

    // The next sign-in gives no session until the code is given.
    const second = await signIn(ctx.app(), email);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(second);
    expect((await me(pending)).statusCode).toBe(401);
    const code = await post(ctx.app(), "/api/auth/two-factor/verify-totp", pending, {
      code: codeFromUri(totpURI),
    });
    expect(code.statusCode, code.body).toBe(200);
    expect((await levels(cookiesOf(code))).statusCode).toBe(200);
  });

  it("gives the role to an account that already exists instead of making a second one", async () => {
    const db = ctx.database().db;
    const first = await createStaffAccount(
      db,
      { email: "Twice@Example.com", name: "A", role: "support" },
      PASSWORD,
    );
    const again = await createStaffAccount(db, {
      email: "twice@example.com",
      name: "A",
      role: "editor",
    });
    expect(again).toEqual({ created: false, userId: first.userId });
    const [row] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, first.userId));
    expect(row?.role).toBe("editor");
  });
});

describe("demo staff and staff session length", () => {
  it("creates the demo staff once, with the published TOTP key", async () => {
    expect(await ensureDemoStaff(ctx.app().auth, ctx.database().db)).toBe(DEMO_STAFF.length);
    expect(await ensureDemoStaff(ctx.app().auth, ctx.database().db)).toBe(0);
    const [editor] = DEMO_STAFF.filter((person) => person.role === "editor");
    const signed = await signIn(ctx.app(), editor!.email);
    expect(signed.json()).toMatchObject({ twoFactorRedirect: true });
    const verify = await post(ctx.app(), "/api/auth/two-factor/verify-totp", cookiesOf(signed), {
      code: codeFromSecret(DEMO_STAFF_TOTP_SECRET),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const cookie = cookiesOf(verify);
    expect((await me(cookie)).json()).toMatchObject({ email: editor!.email, role: "editor" });

    // A staff session expires within STAFF_SESSION_HOURS, and the guard counts from its start.
    const [session] = await ctx
      .database()
      .db.select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, editor!.email));
    const hours =
      (session!.session.expiresAt.getTime() - session!.session.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeLessThanOrEqual(2.01);
    await ctx
      .database()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(sessions.id, session!.session.id));
    const late = await me(cookie);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.details).toEqual({ reason: "staff_session_expired" });
  });
});
