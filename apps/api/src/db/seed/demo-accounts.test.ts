import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie, signIn } from "../../services/auth/test-helpers";
import { buildTestApp } from "../../testing/app";
import { createTestDatabase, type TestDatabase } from "../testing";
import { DEMO_PASSWORD, seedDemoAccounts } from "./demo-accounts";

describe("demo accounts", () => {
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

  it("are seeded once", async () => {
    expect(await seedDemoAccounts(database.db)).toEqual({ seeded: false });
  });

  it.each([
    ["member@demo.spc.ca", { registered: true, hasCard: true, membership_type: "spc" }],
    ["plus@demo.spc.ca", { registered: true, hasCard: true, membership_type: "spc_plus" }],
    ["trial@demo.spc.ca", { registered: true, hasCard: true, membership_type: "free_trial" }],
    ["expired@demo.spc.ca", { registered: true, hasCard: true, membership_type: null }],
    ["nocard@demo.spc.ca", { registered: true, hasCard: false, membership_type: null }],
    ["unverified@demo.spc.ca", { registered: false, hasCard: false, membership_type: null }],
  ])("%s signs in with the demo password and is what its name says", async (email, expected) => {
    const cookie = await sessionCookie(app, email, DEMO_PASSWORD);
    const registration = await app.inject({
      url: "/api/users/userIsRegistered",
      headers: { cookie },
    });
    expect(registration.json()).toMatchObject({ ...expected, bmo: false });
    const status = await app.inject({ url: "/api/users/verification-status", headers: { cookie } });
    expect(status.json().data.email_verified).toBe(!email.startsWith("unverified"));
  });

  it("reject a wrong password like any account", async () => {
    expect((await signIn(app, "member@demo.spc.ca", "Student2025!")).statusCode).toBe(401);
  });
});
