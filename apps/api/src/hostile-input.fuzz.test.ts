import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUTH_OPERATIONS, type Operation, operationsOf } from "./testing/fuzz/operations";
import { type FuzzRequest, requestsFor } from "./testing/fuzz/requests";
import { type Finding, judge } from "./testing/fuzz/verdict";
import { createMember, type TestMember } from "./testing/members";
import { useTestApp } from "./testing/use-test-app";

/**
 * A seeded property-based walk over every route of the OpenAPI document (and the better-auth
 * endpoints the web calls) with hostile input — NUL bytes, lone surrogates, out-of-range and
 * non-integer ids, wrong types, deep and oversize JSON, long strings, malformed escapes, missing
 * and extra fields — anonymously and as a signed-in member. The property: no 5xx, and every error
 * answer is the envelope. Same seed, same requests: a finding reproduces. FUZZ_RUNS and FUZZ_SEED
 * widen or move the search locally; FUZZ_COUNT_ALL=1 keeps going after a route's first finding to
 * count them all.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
const COUNT_ALL = process.env.FUZZ_COUNT_ALL === "1";

interface Failure extends Finding {
  route: string;
  request: string;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.payload === undefined ? "" : ` ${request.payload.slice(0, 120)}`;
  const who = request.signedIn ? "member" : "visitor";
  return `${request.method} ${request.url.slice(0, 200)} (${who})${body}`;
}

describe("every API route under hostile input", () => {
  // Generous limits: the rate limiter's 429 would otherwise hide what comes after it.
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "1000000", AUTH_RATE_LIMIT_MAX: "1000000" } });

  it("answers no 5xx and every error in the envelope", { timeout: 240_000 }, async () => {
    const app = ctx.app();
    const document = (await app.inject({ url: "/api/docs/json" })).json();
    const operations: Operation[] = [...operationsOf(document), ...AUTH_OPERATIONS];
    const failures: Failure[] = [];
    let sent = 0;

    for (const [index, operation] of operations.entries()) {
      const route = `${operation.method} ${operation.path}`;
      // A member per route: a route may delete the account or sign its session out.
      let member: TestMember | undefined;
      const property = fc.asyncProperty(requestsFor(operation), async (request) => {
        member ??= await createMember(ctx.app());
        sent += 1;
        const response = await app.inject({
          method: request.method as "GET",
          url: request.url,
          headers: request.signedIn ? { ...request.headers, ...member.headers } : request.headers,
          payload: request.payload,
          // A different address per request keeps the per-address rate limits out of the way.
          remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        });
        const finding = judge(response);
        if (finding) failures.push({ ...finding, route, request: describeRequest(request) });
        return finding === null || COUNT_ALL;
      });
      // No shrinking: each failure is already one small request, and it is printed below.
      await fc.check(property, { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true });
    }

    const byRoute = new Map<string, Failure[]>();
    for (const failure of failures) {
      byRoute.set(failure.route, [...(byRoute.get(failure.route) ?? []), failure]);
    }
    const summary = [...byRoute].map(([route, found]) => {
      const first = found[0]!;
      return `${route}: ${found.length} × ${first.status} ${first.kind} — ${first.request} → ${first.body}`;
    });
    if (COUNT_ALL) {
      const count = (kind: Failure["kind"]) => {
        const found = failures.filter((f) => f.kind === kind);
        return `${found.length} (on ${new Set(found.map((f) => f.route)).size} routes)`;
      };
      console.info(
        `fuzz: ${sent} requests over ${operations.length} routes; 5xx: ${count("server_error")}; ` +
          `off-envelope: ${count("off_envelope")}`,
      );
    }
    expect(summary).toEqual([]);
  });
});
