import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createLocalMarketingPreferences,
  localChannelsOf,
  type MarketingPreferenceService,
  MarketingServiceUnavailableError,
} from "../../../adapters/marketing-preferences";
import { marketingEmailPreferences, users } from "../../../db/schema";
import { ORIGIN, sessionCookie, signUp } from "../../../testing/accounts";
import { MANY_SIGN_INS, useTestApp } from "../../../testing/use-test-app";
import { pushMarketingPreferences } from "./sync";

const profile = {
  first_name: "Maya",
  last_name: "Singh",
  gender: "female",
  language: "en",
  postal: "M5S 1A1",
  birth_date: "2004-02-03",
  school_type: "university",
  school_name: "University of Toronto",
  email_opt_in: true,
};

describe("the marketing preference kept in step with the profile", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  async function register(email: string) {
    await signUp(ctx.app(), email);
    const cookie = await sessionCookie(ctx.app(), email);
    const answer = await ctx.app().inject({
      method: "POST",
      url: "/api/users/v2/user/register",
      payload: { profile },
      headers: { cookie, origin: ORIGIN },
    });
    expect(answer.statusCode).toBe(201);
    const [user] = await ctx.database().db.select().from(users).where(eq(users.email, email));
    return user!.id;
  }

  const preferenceOf = async (userId: string) =>
    (
      await ctx
        .database()
        .db.select()
        .from(marketingEmailPreferences)
        .where(eq(marketingEmailPreferences.userId, userId))
    )[0];

  it("pushes an opt-in, then the withdrawal a newsletter link writes, to the service", async () => {
    const db = ctx.database().db;
    const service = createLocalMarketingPreferences(db);
    const userId = await register("maya@example.com");
    expect(await preferenceOf(userId)).toMatchObject({ emailUnsubscribed: false, syncedAt: null });

    await pushMarketingPreferences(db, service);
    expect(await localChannelsOf(db, userId)).toEqual([]);
    const pushed = await preferenceOf(userId);
    expect(pushed?.syncedAt).toEqual(pushed?.changedAt);

    // The newsletter's one-click unsubscribe writes the profile flag with plain SQL.
    await db.execute(
      sql`UPDATE profiles SET email_opt_in = false WHERE email_lower = 'maya@example.com'`,
    );
    expect(await preferenceOf(userId)).toMatchObject({ emailUnsubscribed: true });
    expect((await pushMarketingPreferences(db, service)).pushed).toBeGreaterThanOrEqual(1);
    expect(await localChannelsOf(db, userId)).toEqual(["Email unsubscribe"]);
    expect((await pushMarketingPreferences(db, service)).pushed).toBe(0);
  });

  it("keeps a change pending while the service is down, and pushes it once it answers", async () => {
    const db = ctx.database().db;
    const userId = await register("offline@example.com");
    const down: MarketingPreferenceService = {
      provider: "http",
      setEmailUnsubscribed: async () => {
        throw new MarketingServiceUnavailableError("down");
      },
    };
    const failed = await pushMarketingPreferences(db, down);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect((await preferenceOf(userId))?.syncedAt).toBeNull();
    await pushMarketingPreferences(db, createLocalMarketingPreferences(db));
    expect((await preferenceOf(userId))?.syncedAt).not.toBeNull();
  });
});
