import { describe, expect, it } from "vitest";
import {
  cookiesOf,
  latestMail,
  linkParams,
  ORIGIN,
  sessionCookie,
  signIn,
  signUp,
} from "../../../testing/accounts";
import { MANY_SIGN_INS, useTestApp } from "../../../testing/use-test-app";

const profile = {
  first_name: "Élodie",
  last_name: "Tremblay",
  gender: "female",
  language: "fr",
  postal: "h2x1y4",
  birth_date: "2004-05-06",
  school_type: "university",
  school_name: "Université de Montréal",
  email_opt_in: true,
};

describe("accounts: sign-up → verification → sign-in → profile → language → delete", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  function asMember(cookie: string) {
    return (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      ctx.app().inject({ method, url, payload, headers: { cookie, origin: ORIGIN } });
  }

  it("runs the whole journey of a new member", async () => {
    expect((await signUp(ctx.app(), "elodie@example.com", { language: "fr" })).statusCode).toBe(
      200,
    );

    // Verification through the users-service call, with the link read from the outbox.
    const mail = await latestMail(ctx.database().db, "elodie@example.com", "verify_email");
    const verifyToken = linkParams(mail!.text).get("verifyToken")!;
    const verified = await ctx.app().inject({
      method: "POST",
      url: "/api/users/user/verifyemail",
      payload: { verifyToken },
    });
    expect(verified.json()).toEqual({
      data: { email_verified: true, message: "account active and token verified" },
    });

    const call = asMember(await sessionCookie(ctx.app(), "elodie@example.com"));
    expect((await call("GET", "/api/users/verification-status")).json().data.email_verified).toBe(
      true,
    );
    expect((await call("GET", "/api/users/userIsRegistered")).json()).toEqual({
      registered: false,
      hasCard: false,
      bmo: false,
      membership_type: null,
    });
    const unregistered = await call("GET", "/api/users/v2/user/register");
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().error.code).toBe("not_registered");

    const registered = await call("POST", "/api/users/v2/user/register", {
      firebase_uid: "someone-else",
      profile,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ registered: true, hasCard: false });
    expect(registered.json().referral_code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await call("POST", "/api/users/register", { profile })).statusCode).toBe(409);

    const read = await call("GET", "/api/users/v2/user/register");
    expect(read.json().profile).toMatchObject({
      email: "elodie@example.com",
      email_lower: "elodie@example.com",
      first_name: "Élodie",
      postal: "H2X 1Y4",
      province: "QC",
      language: "fr",
      alerts: { policy: 0 },
    });

    const updated = await call("PUT", "/api/users/v2/user/register", {
      profile: { school_type: "cegep", alerts: { policy: 1 } },
    });
    expect(updated.json().profile).toMatchObject({
      school_type: "cegep",
      first_name: "Élodie",
      alerts: { policy: 1 },
    });
    const badPostal = await call("PUT", "/api/users/v2/user/register", {
      profile: { postal: "D1A 1A1" },
    });
    expect(badPostal.statusCode).toBe(400);
    expect(badPostal.json().error.code).toBe("invalid_postal");

    const language = await call("PUT", "/api/users/user/update_language", { language: "en" });
    expect(language.json()).toEqual({ data: { language: "en" } });
    expect((await call("GET", "/api/users/v2/user/register")).json().profile.language).toBe("en");

    const register = await call("GET", "/api/users/register");
    expect(register.json()).toMatchObject({ registered: true, referral_count: 0 });

    const deleted = await call("DELETE", "/api/users/deleteUser");
    expect(deleted.json()).toEqual({ data: { deleted: true } });
    expect(String(deleted.headers["set-cookie"])).toMatch(/Max-Age=0/);
    // Session revoked, account gone, personal data gone.
    expect((await call("GET", "/api/users/register")).statusCode).toBe(401);
    expect((await signIn(ctx.app(), "elodie@example.com")).statusCode).toBe(401);
    expect(await latestMail(ctx.database().db, "elodie@example.com")).toBeUndefined();
  });

  it("lets no member read or write another member's profile through any endpoint", async () => {
    await signUp(ctx.app(), "owner@example.com");
    await signUp(ctx.app(), "intruder@example.com");
    const owner = asMember(await sessionCookie(ctx.app(), "owner@example.com"));
    const intruder = asMember(await sessionCookie(ctx.app(), "intruder@example.com"));
    await owner("POST", "/api/users/register", { profile: { ...profile, first_name: "Owner" } });
    await intruder("POST", "/api/users/register", {
      profile: { ...profile, first_name: "Intruder" },
    });
    const ownerId = (
      await ctx.app().inject({
        url: "/api/auth/get-session",
        headers: { cookie: await sessionCookie(ctx.app(), "owner@example.com") },
      })
    ).json().user.id;

    // Every id-like parameter of the spec is ignored in favour of the session.
    const reads = [
      await intruder("GET", `/api/users/v2/user/register?firebase_uid=${ownerId}`),
      await intruder("GET", `/api/users/register?firebase_uid=${ownerId}`),
    ];
    for (const response of reads) expect(response.body).not.toContain("Owner");
    await intruder("PUT", "/api/users/v2/user/register", {
      firebase_uid: ownerId,
      profile: { first_name: "Hacked" },
    });
    await intruder("PUT", "/api/users/user/update_language", {
      language: "en",
      firebase_uid: ownerId,
    });
    await intruder("DELETE", `/api/users/deleteUser?firebaseUid=${ownerId}`);

    const mine = (await owner("GET", "/api/users/v2/user/register")).json().profile;
    expect(mine.first_name).toBe("Owner");
    expect(mine.language).toBe("fr");
    // The intruder deleted only their own account.
    expect((await signIn(ctx.app(), "intruder@example.com")).statusCode).toBe(401);
    expect((await signIn(ctx.app(), "owner@example.com")).statusCode).toBe(200);
  });

  it("accepts the bearer token of the extension and app clients", async () => {
    await signUp(ctx.app(), "bearer@example.com");
    const response = await signIn(ctx.app(), "bearer@example.com");
    const token = response.headers["set-auth-token"] as string;
    const registered = await ctx.app().inject({
      method: "POST",
      url: "/api/users/register",
      headers: { authorization: `Bearer ${token}` },
      payload: { profile },
    });
    expect(registered.statusCode).toBe(201);
    const read = await ctx.app().inject({
      url: "/api/users/v2/user/register",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.json().profile.email).toBe("bearer@example.com");
    const forged = await ctx.app().inject({
      url: "/api/users/v2/user/register",
      headers: { authorization: "Bearer forged.token" },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("refuses cookie-authenticated changes from another site", async () => {
    await signUp(ctx.app(), "csrf@example.com");
    const cookie = await sessionCookie(ctx.app(), "csrf@example.com");
    const crossSite = await ctx.app().inject({
      method: "PUT",
      url: "/api/users/user/update_language",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { language: "fr" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe("forbidden_origin");
    const authCrossSite = await ctx.app().inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: "https://evil.example" },
      payload: {},
    });
    expect(authCrossSite.statusCode).toBe(403);
  });

  it("keeps the campaign that brought a member, from the utm header, and ignores a bad one", async () => {
    const { profiles } = await import("../../../db/schema");
    const { eq } = await import("drizzle-orm");
    const now = Date.now();
    const utm = {
      utm_source: "instagram",
      utm_campaign: "rentree",
      start_date: new Date(now - 86_400_000).toISOString(),
      expiry_date: new Date(now + 6 * 86_400_000).toISOString(),
    };
    const register = async (email: string, header: string) => {
      await signUp(ctx.app(), email);
      const cookie = await sessionCookie(ctx.app(), email);
      const answer = await ctx.app().inject({
        method: "POST",
        url: "/api/users/v2/user/register",
        payload: { profile },
        headers: { cookie, origin: ORIGIN, utm: header },
      });
      expect(answer.statusCode).toBe(201);
      const [row] = await ctx
        .database()
        .db.select({ tracking: profiles.tracking })
        .from(profiles)
        .where(eq(profiles.emailLower, email));
      return row?.tracking;
    };
    expect(await register("utm-member@example.com", JSON.stringify(utm))).toEqual({ utm });
    expect(await register("utm-bad@example.com", "{oops")).toBeNull();
  });

  it("asks for a recent login before deleting an account", async () => {
    await signUp(ctx.app(), "old-session@example.com");
    const response = await signIn(ctx.app(), "old-session@example.com");
    const cookie = cookiesOf(response);
    const { sessions } = await import("../../../db/schema");
    const { eq } = await import("drizzle-orm");
    await ctx
      .database()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(sessions.token, String(response.headers["set-auth-token"]).split(".")[0]!));
    const call = asMember(cookie);
    const refused = await call("DELETE", "/api/users/deleteUser");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("reauthentication_required");

    const reauth = await call("POST", "/api/auth/reauthenticate", {
      providerId: "password",
      email: "old-session@example.com",
      password: "Student2026!",
    });
    expect(reauth.statusCode).toBe(200);
    expect((await call("DELETE", "/api/users/deleteUser")).statusCode).toBe(200);
  });
});
