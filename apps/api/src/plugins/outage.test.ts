import { ERROR_CODES, errorEnvelopeSchema } from "@spc/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/app";
import { type BreakableDatabase, createBreakableDatabase } from "../testing/breakable-database";
import { createMember, type TestMember } from "../testing/members";
import { useTestApp } from "../testing/use-test-app";
import { RETRY_AFTER_SECONDS } from "./errors";
import { isOutage } from "./outage";

function pgError(code: string, message = "failure"): Error {
  return Object.assign(new Error(message), { code });
}

describe("isOutage", () => {
  it("counts the connection SQLSTATEs: class 08, shutdowns, too many connections", () => {
    for (const code of ["08006", "08001", "08P01", "57P01", "57P02", "57P03", "53300"]) {
      expect({ code, outage: isOutage(pgError(code)) }).toEqual({ code, outage: true });
    }
  });

  it("counts a socket that was refused, reset or timed out", () => {
    expect(isOutage(pgError("ECONNREFUSED"))).toBe(true);
    expect(isOutage(pgError("ECONNRESET"))).toBe(true);
    const everyAddress = new AggregateError([pgError("ECONNREFUSED"), pgError("ECONNREFUSED")]);
    expect(isOutage(everyAddress)).toBe(true);
  });

  it("counts node-postgres and PGlite saying it in words", () => {
    expect(isOutage(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isOutage(new Error("Cannot use a pool after calling end on the pool"))).toBe(true);
    expect(isOutage(new Error("PGlite is closed"))).toBe(true);
  });

  it("reads through wrappers to the driver's cause", () => {
    const wrapped = new Error("Failed query: select 1", { cause: pgError("57P01") });
    expect(isOutage(new Error("outer", { cause: wrapped }))).toBe(true);
  });

  it("does not count a request's own database errors", () => {
    // unique violation, NUL in text, integer out of range, statement timeout
    for (const code of ["23505", "22021", "22003", "57014"]) {
      expect({ code, outage: isOutage(pgError(code)) }).toEqual({ code, outage: false });
    }
    expect(isOutage(new Error("boom"))).toBe(false);
  });
});

describe("a database that goes away under a running app", () => {
  let breakable: BreakableDatabase;
  let app: FastifyInstance;
  let member: TestMember;

  beforeAll(async () => {
    breakable = await createBreakableDatabase();
    app = await buildTestApp({ database: breakable.database });
    member = await createMember(app);
  });
  afterAll(async () => {
    await app?.close();
    await breakable?.cleanup();
  });

  const requests = () => [
    // the session read in the auth plugin's onRequest
    { name: "member route", url: "/api/users/v2/cardsForUser", headers: member.headers },
    // a route's own query
    { name: "public route", url: "/api/offers/v2/tags/suggestions?q=cof", headers: {} },
    // better-auth, which answers its own failures with a bare 500
    { name: "better-auth session", url: "/api/auth/get-session", headers: member.headers },
  ];

  it("answers 503 service_unavailable with Retry-After while the database is gone, then 200 again without a rebuild", async () => {
    breakable.cut();
    for (const request of requests()) {
      const response = await app.inject({ url: request.url, headers: request.headers });
      expect({ name: request.name, status: response.statusCode }).toEqual({
        name: request.name,
        status: 503,
      });
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe(ERROR_CODES.unavailable);
      expect(response.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    }

    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: { email: member.email, password: "Secret123!" },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json().error.code).toBe(ERROR_CODES.unavailable);

    breakable.restore();
    for (const request of requests()) {
      const response = await app.inject({ url: request.url, headers: request.headers });
      expect({ name: request.name, status: response.statusCode }).toEqual({
        name: request.name,
        status: 200,
      });
    }
  });
});

// The outage of the attack report: PostgreSQL terminates the app's connections while a member
// keeps calling. Only a real server has connections to terminate.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "PostgreSQL terminating the app's connections",
  () => {
    const ctx = useTestApp();

    it("answers 200 or 503 with Retry-After, never 500, and 200 once the pool reconnects", async () => {
      const app = ctx.app();
      const member = await createMember(app);
      const call = (url: string) => app.inject({ url, headers: member.headers });
      const named = await app.database.db.execute<{ name: string }>(
        sql`select current_database() as name`,
      );
      // A second connection keeps terminating every other one for a while (a server restarting,
      // a failover) as the member keeps calling.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      let killing = true;
      const killer = (async () => {
        while (killing) {
          await admin.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
            [named.rows[0]?.name],
          );
        }
      })();
      const statuses: number[] = [];
      try {
        for (let round = 0; round < 40; round += 1) {
          const answers = await Promise.all([
            ...Array.from({ length: 3 }, () => call("/api/users/v2/cardsForUser")),
            call("/api/offers/v2/tags/suggestions?q=cof"),
          ]);
          for (const answer of answers) {
            statuses.push(answer.statusCode);
            if (answer.statusCode === 503) {
              expect(answer.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
            }
          }
        }
      } finally {
        killing = false;
        await killer;
        await admin.end();
      }
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      // A connection killed by the last round may still be handed out once; the next is new.
      let after = await call("/api/users/v2/cardsForUser");
      for (let retry = 0; retry < 2 && after.statusCode === 503; retry += 1) {
        after = await call("/api/users/v2/cardsForUser");
      }
      expect(after.statusCode).toBe(200);
    });
  },
);
