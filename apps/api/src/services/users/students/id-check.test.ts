import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import {
  createHostedIdVerification,
  signWebhook,
  verifyWebhookSignature,
} from "../../../adapters/id-verification";
import { idVerifications, profiles } from "../../../db/schema";
import { createMember, daysFromToday, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { ageOn, decideIdCheck, decidePendingByEmail } from "./id-check";

const SECRET = "whsec_test_0123456789abcdef";

/** A birth date `years` years before today in Eastern time (plus `days` days: not yet that old). */
function bornYearsAgo(years: number, days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

describe("ageOn", () => {
  const now = new Date("2026-11-27T15:00:00Z");
  it("counts whole years in Eastern time, the birthday itself included", () => {
    expect(ageOn("2001-11-27", now)).toBe(25);
    expect(ageOn("2001-11-28", now)).toBe(24);
    expect(ageOn("2001-12-31", now)).toBe(24);
    expect(ageOn("2000-01-01", now)).toBe(26);
    // 02:00 UTC on the 28th is still the 27th in Toronto.
    expect(ageOn("2001-11-28", new Date("2026-11-28T02:00:00Z"))).toBe(24);
  });
});

describe("webhook signature", () => {
  const body = JSON.stringify({ type: "verification.verified", session_id: "vs_1" });
  it("accepts its own signature and refuses a changed body, another secret or an old one", () => {
    const at = new Date("2026-11-27T12:00:00Z");
    const header = signWebhook(SECRET, body, at);
    expect(verifyWebhookSignature(SECRET, body, header, at)).toBe(true);
    expect(verifyWebhookSignature(SECRET, `${body} `, header, at)).toBe(false);
    expect(verifyWebhookSignature("another-secret-0123456", body, header, at)).toBe(false);
    expect(verifyWebhookSignature(SECRET, body, header, new Date(at.getTime() + 301_000))).toBe(
      false,
    );
    expect(verifyWebhookSignature(SECRET, body, undefined, at)).toBe(false);
    expect(verifyWebhookSignature(SECRET, body, "t=1,v1=zz", at)).toBe(false);
  });
});

describe("hosted adapter", () => {
  it("opens a session with the bearer key and answers its id and https URL", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: "vs_123", url: "https://verify.example/s/vs_123" }));
    }) as unknown as typeof fetch;
    const provider = createHostedIdVerification(
      { apiUrl: "https://idv.example/", apiKey: "sk_test_12345678" },
      fake,
    );
    const session = await provider.createSession({
      userId: "u1",
      returnUrl: "https://spc/profile",
    });
    expect(session).toEqual({ reference: "vs_123", url: "https://verify.example/s/vs_123" });
    expect(calls[0]!.url).toBe("https://idv.example/v1/verification_sessions");
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      "Bearer sk_test_12345678",
    );
  });
  it("treats an error answer or a non-https URL as unavailable", async () => {
    const failing = (async () => new Response("no", { status: 500 })) as unknown as typeof fetch;
    const insecure = (async () =>
      new Response(JSON.stringify({ id: "x", url: "http://x" }))) as unknown as typeof fetch;
    const options = { apiUrl: "https://idv.example", apiKey: "sk_test_12345678" };
    await expect(
      createHostedIdVerification(options, failing).createSession({ userId: "u", returnUrl: "r" }),
    ).rejects.toThrow(/unavailable|status 500/);
    await expect(
      createHostedIdVerification(options, insecure).createSession({ userId: "u", returnUrl: "r" }),
    ).rejects.toThrow(/unexpected/);
  });
});

describe("ID check routes (local adapter)", () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "100000", ID_CHECK_AGE_THRESHOLD: "25" } });
  const db = () => ctx.database().db;
  const inject = (options: InjectOptions) => ctx.app().inject(options);

  async function member(options: { birthDate?: string | null; active?: boolean } = {}) {
    const m = await createMember(ctx.app(), {
      cards:
        options.active === false
          ? [{ expiryDate: daysFromToday(-2) }]
          : [{ expiryDate: daysFromToday(200) }],
    });
    if (options.birthDate !== null) {
      await db()
        .update(profiles)
        .set({ birthDate: options.birthDate ?? bornYearsAgo(30) })
        .where(eq(profiles.userId, m.userId));
    }
    return m;
  }
  const status = async (m: TestMember) => {
    const res = await inject({ url: "/api/users/id-verification/status", headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const start = (m: TestMember) =>
    inject({ method: "POST", url: "/api/users/id-verification/start", headers: m.headers });

  it("asks for a check only of active members at or above the threshold (the §4/§6 matrix)", async () => {
    const cases: [Parameters<typeof member>[0], boolean, string | null][] = [
      [{ birthDate: bornYearsAgo(30) }, true, null],
      [{ birthDate: bornYearsAgo(25) }, true, null],
      [{ birthDate: bornYearsAgo(25, 1) }, false, "under_threshold"],
      [{ birthDate: bornYearsAgo(19) }, false, "under_threshold"],
      [{ birthDate: null }, false, "no_birth_date"],
      [{ birthDate: bornYearsAgo(40), active: false }, false, "not_active_member"],
    ];
    for (const [options, required, reason] of cases) {
      const state = await status(await member(options));
      expect({ options, required: state.required, reason: state.skip_reason }).toEqual({
        options,
        required,
        reason,
      });
      expect(state.status).toBe("none");
      expect(state.age_threshold).toBe(25);
    }
    // A member with no card at all is not an active member either.
    const cardless = await createMember(ctx.app());
    expect((await status(cardless)).skip_reason).toBe("not_active_member");
  });

  it("refuses visitors and starts only when the check is asked", async () => {
    expect((await inject({ url: "/api/users/id-verification/status" })).statusCode).toBe(401);
    const young = await member({ birthDate: bornYearsAgo(20) });
    const refused = await start(young);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("not_eligible");
  });

  it("goes pending → verified, resumes the same session, and a verified ID is final", async () => {
    const m = await member();
    const first = await start(m);
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().data.url;
    expect(url).toMatch(/\/dev\/id-verification\/local_[0-9a-f]{24}$/);
    expect(await status(m)).toMatchObject({
      required: false,
      skip_reason: "pending",
      status: "pending",
    });
    expect((await start(m)).json().data.url).toBe(url);
    const reference = url.split("/").pop()!;
    expect(await decideIdCheck(db(), reference, "verified")).toMatchObject({
      changed: true,
      status: "verified",
    });
    // A late or repeated outcome does not change a decided check.
    expect(await decideIdCheck(db(), reference, "rejected")).toMatchObject({
      changed: false,
      status: "verified",
    });
    const state = await status(m);
    expect(state).toMatchObject({ required: false, skip_reason: "verified", status: "verified" });
    expect(state.decided_at).not.toBeNull();
    expect((await start(m)).statusCode).toBe(409);
  });

  it("after a rejection the check is asked again and a new session starts", async () => {
    const m = await member();
    const reference = (await start(m)).json().data.url.split("/").pop();
    await decideIdCheck(db(), reference, "rejected");
    expect(await status(m)).toMatchObject({ required: true, status: "rejected" });
    const again = await start(m);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.url.split("/").pop()).not.toBe(reference);
    const rows = await db()
      .select()
      .from(idVerifications)
      .where(eq(idVerifications.userId, m.userId));
    expect(rows.map((r) => r.status).sort()).toEqual(["pending", "rejected"]);
  });

  it("lets a tester decide a member's pending check by e-mail (the id:decide command)", async () => {
    const m = await member();
    expect(await decidePendingByEmail(db(), m.email, "verified")).toBeUndefined();
    await start(m);
    expect(
      await decidePendingByEmail(db(), ` ${m.email.toUpperCase()} `, "rejected"),
    ).toMatchObject({
      changed: true,
      status: "rejected",
    });
    expect((await status(m)).status).toBe("rejected");
  });

  it("keeps one active check under parallel starts", async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 4 }, () => start(m)));
    const urls = new Set(answers.map((a) => a.json().data?.url));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(urls.size).toBe(1);
  });

  it("shows each member only their own status", async () => {
    const a = await member();
    const b = await member();
    await start(a);
    expect((await status(a)).status).toBe("pending");
    expect((await status(b)).status).toBe("none");
    // No parameter names another member: a query string is ignored.
    const res = await inject({
      url: `/api/users/id-verification/status?user_id=${a.userId}`,
      headers: b.headers,
    });
    expect(res.json().data.status).toBe("none");
  });

  it("limits starts to 5 an hour per member", async () => {
    const m = await member();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await start(m)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });

  it("serves no webhook without a secret (local adapter)", async () => {
    const res = await inject({
      method: "POST",
      url: "/api/users/id-verification/webhook",
      payload: { type: "verification.verified", session_id: "x" },
    });
    expect(res.statusCode).toBe(404);
  });

  it("the development page approves a session and sends the member back to the profile", async () => {
    const m = await member();
    const reference = (await start(m)).json().data.url.split("/").pop();
    const pageRes = await inject({ url: `/dev/id-verification/${reference}` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain("Approve the ID");
    const done = await inject({
      method: "POST",
      url: `/dev/id-verification/${reference}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=verified",
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/profile");
    expect((await status(m)).status).toBe("verified");
  });
});

describe("ID check webhook (hosted adapter)", () => {
  const ctx = useTestApp({
    env: {
      RATE_LIMIT_MAX: "100000",
      ID_VERIFICATION_API_URL: "https://idv.example",
      ID_VERIFICATION_API_KEY: "sk_test_12345678",
      ID_VERIFICATION_WEBHOOK_SECRET: SECRET,
    },
  });

  async function pendingRow() {
    const m = await createMember(ctx.app());
    const reference = `vs_${m.userId}`;
    await ctx
      .database()
      .db.insert(idVerifications)
      .values({ userId: m.userId, provider: "hosted", providerRef: reference, url: "https://x" });
    return { m, reference };
  }
  const send = (body: string, signature?: string) =>
    ctx.app().inject({
      method: "POST",
      url: "/api/users/id-verification/webhook",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "x-id-verification-signature": signature } : {}),
      },
      payload: body,
    });

  it("refuses a missing or wrong signature and changes nothing", async () => {
    const { reference } = await pendingRow();
    const body = JSON.stringify({ type: "verification.verified", session_id: reference });
    expect((await send(body)).statusCode).toBe(401);
    const forged = await send(body, signWebhook("not-the-secret-0000", body));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe("unauthorized");
    const tampered = await send(body.replace("verified", "rejected"), signWebhook(SECRET, body));
    expect(tampered.statusCode).toBe(401);
    const [row] = await ctx
      .database()
      .db.select()
      .from(idVerifications)
      .where(eq(idVerifications.providerRef, reference));
    expect(row!.status).toBe("pending");
  });

  it("applies a signed outcome once, and answers 404 for an unknown session", async () => {
    const { reference } = await pendingRow();
    const body = JSON.stringify({ type: "verification.rejected", session_id: reference });
    const ok = await send(body, signWebhook(SECRET, body));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe("rejected");
    const unknown = JSON.stringify({ type: "verification.verified", session_id: "vs_nope" });
    expect((await send(unknown, signWebhook(SECRET, unknown))).statusCode).toBe(404);
  });
});
