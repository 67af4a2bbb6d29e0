import { describe, expect, it } from "vitest";
import { ORIGIN, sessionCookie, signUp } from "../../../testing/accounts";
import { MANY_SIGN_INS, useTestApp } from "../../../testing/use-test-app";

const profile = {
  first_name: "Noah",
  last_name: "Gagnon",
  language: "en",
  postal: "H2X 1Y4",
  birth_date: "2003-02-01",
  school_type: "university",
};

// The profile's alerts (spec §4 policy notice; the new-member promotion, decision 0053): each
// writer sets its own flag and keeps the others, only the session's member is written.
describe("profile alerts: the new-member promotion's 'offered' flag", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  async function member(email: string) {
    await signUp(ctx.app(), email);
    const cookie = await sessionCookie(ctx.app(), email);
    const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      ctx.app().inject({ method, url, payload, headers: { cookie, origin: ORIGIN } });
    expect((await call("POST", "/api/users/v2/user/register", { profile })).statusCode).toBe(201);
    const session = await ctx.app().inject({ url: "/api/auth/get-session", headers: { cookie } });
    return { call, id: session.json().user.id as string };
  }

  it("stores the flag without losing the policy level, and the other way round", async () => {
    const { call } = await member("alerts-merge@example.com");
    const read = async () => (await call("GET", "/api/users/v2/user/register")).json().profile;
    expect((await read()).alerts).toEqual({ policy: 0 });

    const offered = await call("PUT", "/api/users/v2/user/register", {
      profile: { alerts: { new_member_promo: true } },
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.json().profile.alerts).toEqual({ policy: 0, new_member_promo: true });

    // The policy dialog's write (alerts.policy = 1) keeps the promotion's flag.
    const policy = await call("PUT", "/api/users/v2/user/register", {
      profile: { alerts: { policy: 1 } },
    });
    expect(policy.json().profile.alerts).toEqual({ policy: 1, new_member_promo: true });
    expect((await read()).alerts).toEqual({ policy: 1, new_member_promo: true });
    // A profile change without alerts leaves them alone.
    await call("PUT", "/api/users/v2/user/register", { profile: { school_type: "cegep" } });
    expect((await read()).alerts).toEqual({ policy: 1, new_member_promo: true });
  });

  it("refuses what is not an alert: a non-true flag, unknown keys, a negative policy", async () => {
    const { call } = await member("alerts-invalid@example.com");
    for (const alerts of [
      { new_member_promo: false },
      { new_member_promo: "yes" },
      { policy: -1 },
      { policy: 1, something_else: true },
    ]) {
      const answer = await call("PUT", "/api/users/v2/user/register", { profile: { alerts } });
      expect(answer.statusCode, JSON.stringify(alerts)).toBe(400);
      expect(answer.json().error.code).toBe("validation_error");
    }
    const stored = (await call("GET", "/api/users/v2/user/register")).json().profile;
    expect(stored.alerts).toEqual({ policy: 0 });
  });

  it("writes only the session's own profile, whatever id the request names", async () => {
    const owner = await member("alerts-owner@example.com");
    const other = await member("alerts-other@example.com");
    const answer = await other.call("PUT", "/api/users/v2/user/register", {
      firebase_uid: owner.id,
      profile: { alerts: { new_member_promo: true } },
    });
    expect(answer.statusCode).toBe(200);
    expect((await owner.call("GET", "/api/users/v2/user/register")).json().profile.alerts).toEqual({
      policy: 0,
    });
    expect((await other.call("GET", "/api/users/v2/user/register")).json().profile.alerts).toEqual({
      policy: 0,
      new_member_promo: true,
    });
  });

  it("asks for a signed-in, registered member", async () => {
    const anonymous = await ctx.app().inject({
      method: "PUT",
      url: "/api/users/v2/user/register",
      payload: { profile: { alerts: { new_member_promo: true } } },
      headers: { origin: ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
