import { describe, expect, it } from "vitest";
import { ORIGIN, sessionCookie, signUp } from "../testing/accounts";
import { MANY_SIGN_INS, useTestApp } from "../testing/use-test-app";
import { SIDE_EFFECT_GETS } from "./auth";

const WRITES = new Set(["post", "put", "patch", "delete"]);

interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
}

/** `:id` and `{id}` parameters filled in with a plausible value. */
function concrete(path: string): string {
  return path.replace(/:\w+|\{\w+\}/g, "1");
}

describe("cross-site requests with the session cookie", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  async function cookie() {
    const email = `csrf-${Math.random().toString(36).slice(2)}@example.com`;
    await signUp(ctx.app(), email);
    return sessionCookie(ctx.app(), email);
  }

  /** Every documented write (better-auth's catch-all is not documented); deleting the account goes last. */
  async function documentedWrites(): Promise<Call[]> {
    const doc = (await ctx.app().inject({ url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => WRITES.has(method))
        .map((method) => ({ method: method.toUpperCase(), url: concrete(path) }) as Call),
    );
    return calls.sort(
      (a, b) => Number(a.url.endsWith("/deleteUser")) - Number(b.url.endsWith("/deleteUser")),
    );
  }

  const sideEffectGets = (): Call[] =>
    [...SIDE_EFFECT_GETS].map((path) => ({
      method: "GET",
      url: `${concrete(path)}${path.endsWith("may-acquisition") ? "?redeem=true" : ""}`,
    }));

  it("lists only GET routes that exist", () => {
    for (const url of SIDE_EFFECT_GETS) {
      expect({ url, exists: ctx.app().hasRoute({ method: "GET", url }) }).toEqual({
        url,
        exists: true,
      });
    }
  });

  it("refuses every cookie write and side-effecting GET sent from another site", async () => {
    const session = await cookie();
    const calls = [...sideEffectGets(), ...(await documentedWrites())];
    expect(calls.length).toBeGreaterThan(20);
    for (const call of calls) {
      const response = await ctx.app().inject({
        ...call,
        headers: {
          cookie: session,
          "sec-fetch-site": "cross-site",
          origin: "https://evil.example",
        },
      });
      expect({ ...call, status: response.statusCode, code: response.json().error?.code }).toEqual({
        ...call,
        status: 403,
        code: "forbidden_origin",
      });
    }
  });

  it("refuses them without an Origin or Fetch Metadata, or with an Origin of null", async () => {
    const session = await cookie();
    const calls = [...sideEffectGets(), ...(await documentedWrites())];
    for (const call of calls) {
      for (const headers of [{ cookie: session }, { cookie: session, origin: "null" }]) {
        const response = await ctx.app().inject({ ...call, headers });
        expect({ ...call, status: response.statusCode }).toEqual({ ...call, status: 403 });
      }
    }
  });

  it("lets them through from our own site (same-origin Fetch Metadata or a trusted Origin)", async () => {
    const session = await cookie();
    const calls = [...sideEffectGets(), ...(await documentedWrites())];
    for (const call of calls) {
      for (const headers of [
        { cookie: session, "sec-fetch-site": "same-origin" },
        { cookie: session, origin: ORIGIN },
      ]) {
        const response = await ctx.app().inject({ ...call, headers });
        expect({ ...call, code: response.json().error?.code }).not.toEqual({
          ...call,
          code: "forbidden_origin",
        });
      }
    }
  });

  it("leaves better-auth's own writes to its origin check, which refuses them too", async () => {
    const session = await cookie();
    for (const headers of [
      { cookie: session, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { cookie: session },
    ]) {
      const response = await ctx.app().inject({
        method: "POST",
        url: "/api/auth/sign-out",
        headers,
        payload: {},
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("does not ask a Bearer client (the extension, the apps) for an Origin", async () => {
    const session = await cookie();
    const token = /spc\.session_token=([^.;]+)/.exec(session)?.[1];
    const response = await ctx.app().inject({
      method: "GET",
      url: "/api/users/user/may-acquisition",
      headers: {
        authorization: `Bearer ${decodeURIComponent(token ?? "")}`,
        cookie: session,
        "sec-fetch-site": "cross-site",
      },
    });
    // Past the origin check and signed in by the token: only the missing profile stops it.
    expect(response.json().error?.code).toBe("not_registered");
  });
});
