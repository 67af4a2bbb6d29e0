import { describe, expect, it } from "vitest";
import { sessionCookie, signIn } from "../../testing/accounts";
import { MANY_SIGN_INS, useTestApp } from "../../testing/use-test-app";
import { DEMO_PASSWORD, seedDemoAccounts } from "./demo-accounts";

describe("demo accounts", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  it("are seeded once", async () => {
    expect(await seedDemoAccounts(ctx.database().db)).toEqual({ seeded: false });
  });

  it.each([
    ["member@demo.spc.ca", { registered: true, hasCard: true, membership_type: "spc" }],
    ["plus@demo.spc.ca", { registered: true, hasCard: true, membership_type: "spc_plus" }],
    ["trial@demo.spc.ca", { registered: true, hasCard: true, membership_type: "free_trial" }],
    ["expired@demo.spc.ca", { registered: true, hasCard: true, membership_type: null }],
    ["nocard@demo.spc.ca", { registered: true, hasCard: false, membership_type: null }],
    ["unverified@demo.spc.ca", { registered: false, hasCard: false, membership_type: null }],
  ])("%s signs in with the demo password and is what its name says", async (email, expected) => {
    const cookie = await sessionCookie(ctx.app(), email, DEMO_PASSWORD);
    const registration = await ctx.app().inject({
      url: "/api/users/userIsRegistered",
      headers: { cookie },
    });
    expect(registration.json()).toMatchObject({ ...expected, bmo: false });
    const status = await ctx
      .app()
      .inject({ url: "/api/users/verification-status", headers: { cookie } });
    expect(status.json().data.email_verified).toBe(!email.startsWith("unverified"));
  });

  it("reject a wrong password like any account", async () => {
    expect((await signIn(ctx.app(), "member@demo.spc.ca", "Student2025!")).statusCode).toBe(401);
  });
});
