import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentRecords, profiles } from "../../../db/schema";
import { ORIGIN, sessionCookie, signUp } from "../../../testing/accounts";
import { createMember } from "../../../testing/members";
import { MANY_SIGN_INS, useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp({ env: { ...MANY_SIGN_INS, RATE_LIMIT_MAX: "100000" } });
const db = () => ctx.database().db;

const optIn = (headers: Record<string, string>, payload: object = { email_opt_in: true }) =>
  ctx.app().inject({ method: "POST", url: "/api/users/v2/user/email-opt-in", payload, headers });

const recordsOf = (userId: string) =>
  db().select().from(consentRecords).where(eq(consentRecords.userId, userId));

async function flagOf(userId: string) {
  const [row] = await db()
    .select({ optIn: profiles.emailOptIn })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.optIn;
}

async function optedOut(userId: string) {
  await db().update(profiles).set({ emailOptIn: false }).where(eq(profiles.userId, userId));
}

describe("a member's own marketing e-mail choice", () => {
  it("the simple opt-in subscribes the account's address at once and records the consent once", async () => {
    const member = await createMember(ctx.app());
    await optedOut(member.userId);

    const first = await optIn(member.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ email_opt_in: true });
    expect(first.headers["cache-control"]).toContain("no-store");
    expect(await flagOf(member.userId)).toBe(true);

    // Asking again changes nothing and proves nothing new.
    expect((await optIn(member.headers)).statusCode).toBe(200);
    const records = await recordsOf(member.userId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      emailLower: member.email.toLowerCase(),
      purpose: "marketing_email",
      granted: true,
      source: "member_popup",
      wordingVersion: "newsletter-2026-11",
    });
  });

  it("is for signed-in, registered members only, and only grants", async () => {
    expect((await optIn({})).statusCode).toBe(401);
    const unregistered = await createMember(ctx.app(), { registered: false });
    const refused = await optIn(unregistered.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("not_registered");

    const member = await createMember(ctx.app());
    await optedOut(member.userId);
    const withdrawal = await optIn(member.headers, { email_opt_in: false });
    expect(withdrawal.statusCode).toBe(400);
    expect(withdrawal.json().error.code).toBe("validation_error");
    expect(await flagOf(member.userId)).toBe(false);
    expect(await recordsOf(member.userId)).toHaveLength(0);
  });

  it("a change from the profile is recorded; an unchanged or absent choice is not", async () => {
    const member = await createMember(ctx.app());
    await optedOut(member.userId);
    const put = (profile: object) =>
      ctx.app().inject({
        method: "PUT",
        url: "/api/users/v2/user/register",
        payload: { profile },
        headers: member.headers,
      });

    const on = await put({ email_opt_in: true, first_name: "Léa" });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().profile).toMatchObject({ email_opt_in: true, first_name: "Léa" });
    expect((await put({ email_opt_in: true })).statusCode).toBe(200);
    expect((await put({ first_name: "Léa-Rose" })).statusCode).toBe(200);
    const off = await put({ email_opt_in: false });
    expect(off.json().profile.email_opt_in).toBe(false);

    const records = await recordsOf(member.userId);
    expect(records.map((r) => [r.granted, r.source])).toEqual([
      [true, "profile"],
      [false, "profile"],
    ]);
  });

  it("the sign-up form's opt-in box is recorded as consent", async () => {
    const email = "casl-signup@example.com";
    await signUp(ctx.app(), email);
    const cookie = await sessionCookie(ctx.app(), email);
    const answer = await ctx.app().inject({
      method: "POST",
      url: "/api/users/v2/user/register",
      headers: { cookie, origin: ORIGIN },
      payload: {
        profile: {
          first_name: "Noah",
          last_name: "Gagnon",
          language: "en",
          postal: "h2x1y4",
          birth_date: "2004-05-06",
          school_type: "university",
          school_name: "McGill",
          email_opt_in: true,
        },
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const rows = await db()
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.emailLower, email), eq(consentRecords.source, "sign_up")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ granted: true, purpose: "marketing_email" });
    expect(rows[0]?.userId).toBeTruthy();
  });
});
