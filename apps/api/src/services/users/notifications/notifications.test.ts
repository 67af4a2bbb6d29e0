import { errorEnvelopeSchema, notificationListResponseSchema } from "@spc/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caller } from "../../../testing/lists";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { notify } from "../../notifications";

const URL = "/api/users/v2/user/notifications";

describe("the member's notification centre", () => {
  const ctx = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app())(...args);
  const db = () => ctx.database().db;

  async function listOf(member: TestMember) {
    const answer = await call(member, "GET", URL);
    expect(answer.statusCode).toBe(200);
    return notificationListResponseSchema.parse(answer.json());
  }

  async function alertsPolicy(member: TestMember): Promise<number> {
    const { rows } = await db().execute<{ policy: number }>(
      sql`SELECT (alerts->>'policy')::int AS policy FROM profiles WHERE user_id = ${member.userId}`,
    );
    return Number(rows[0]?.policy);
  }

  async function acknowledged(member: TestMember) {
    await db().execute(
      sql`UPDATE profiles SET alerts = '{"policy":1}'::jsonb WHERE user_id = ${member.userId}`,
    );
  }

  it("refuses visitors (401) and users without a profile (403) on every call", async () => {
    const unregistered = await createMember(ctx.app(), { registered: false });
    const calls = [
      ["GET", URL],
      ["POST", `${URL}/read-all`],
      ["POST", `${URL}/1/read`],
      ["DELETE", `${URL}/1`],
    ] as const;
    for (const [method, url] of calls) {
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(unregistered, method, url);
      expect(errorEnvelopeSchema.parse(refused.json()).error.code).toBe("not_registered");
    }
  });

  it("holds one policy notification while alerts.policy is below 1, however often it is read", async () => {
    const member = await createMember(ctx.app());
    expect(await alertsPolicy(member)).toBe(0);
    await listOf(member);
    await listOf(member);
    const list = await listOf(member);
    expect(list.unread_count).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      kind: "policy_update",
      message_key: "policy_updated",
      link: "/privacy",
      read_at: null,
      expires_at: null,
    });
    const answer = await call(member, "GET", URL);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
  });

  it("marking the policy notification read sets alerts.policy to 1 and the count to 0", async () => {
    const member = await createMember(ctx.app());
    const [policy] = (await listOf(member)).items;
    const answer = await call(member, "POST", `${URL}/${policy!.id}/read`);
    expect(answer.statusCode).toBe(200);
    const after = notificationListResponseSchema.parse(answer.json());
    expect(after.unread_count).toBe(0);
    expect(after.items[0]!.read_at).not.toBeNull();
    expect(await alertsPolicy(member)).toBe(1);
    // Reading again keeps it read and does not bring a new one.
    expect((await listOf(member)).items).toHaveLength(1);
  });

  it("mirrors an acknowledgement made elsewhere (the profile's alerts set to 1): the notice is read", async () => {
    const member = await createMember(ctx.app());
    expect((await listOf(member)).unread_count).toBe(1);
    await acknowledged(member);
    const list = await listOf(member);
    expect(list.unread_count).toBe(0);
    expect(list.items[0]!.read_at).not.toBeNull();
  });

  it("brings the notice back unread, still one, when alerts.policy goes below 1 again", async () => {
    const member = await createMember(ctx.app());
    const [policy] = (await listOf(member)).items;
    await call(member, "DELETE", `${URL}/${policy!.id}`);
    expect(await alertsPolicy(member)).toBe(1);
    expect((await listOf(member)).items).toHaveLength(0);
    await db().execute(
      sql`UPDATE profiles SET alerts = '{"policy":0}'::jsonb WHERE user_id = ${member.userId}`,
    );
    const list = await listOf(member);
    expect(list.items.map((item) => item.id)).toEqual([policy!.id]);
    expect(list.unread_count).toBe(1);
  });

  it("lists newest first, leaves out expired ones, marks all read and dismisses one", async () => {
    const member = await createMember(ctx.app());
    await acknowledged(member);
    await notify(db(), member.userId, {
      kind: "membership",
      message_key: "renewal_succeeded",
      params: { date: "2027-03-03" },
      link: "/membership-screen",
    });
    await notify(db(), member.userId, {
      kind: "contest_result",
      message_key: "contest_won",
      params: { title_en: "Back to school", title_fr: "La rentrée" },
      link: "/contest/rules/1",
    });
    await notify(db(), member.userId, {
      kind: "membership",
      message_key: "renewal_payment_failed",
      expires_at: new Date(Date.now() - 60_000),
    });
    const list = await listOf(member);
    expect(list.items.map((item) => item.message_key)).toEqual([
      "contest_won",
      "renewal_succeeded",
    ]);
    expect(list.unread_count).toBe(2);
    expect(list.items[0]!.params).toEqual({ title_en: "Back to school", title_fr: "La rentrée" });

    const all = await call(member, "POST", `${URL}/read-all`);
    expect(notificationListResponseSchema.parse(all.json()).unread_count).toBe(0);

    const dismissed = await call(member, "DELETE", `${URL}/${list.items[0]!.id}`);
    const after = notificationListResponseSchema.parse(dismissed.json());
    expect(after.items.map((item) => item.message_key)).toEqual(["renewal_succeeded"]);
  });

  it("a member sees, reads and dismisses only their own: another's id is 404 not_found", async () => {
    const owner = await createMember(ctx.app());
    const other = await createMember(ctx.app());
    await acknowledged(owner);
    await acknowledged(other);
    await notify(db(), owner.userId, { kind: "membership", message_key: "renewal_succeeded" });
    const [mine] = (await listOf(owner)).items;
    expect((await listOf(other)).items).toHaveLength(0);
    for (const [method, url] of [
      ["POST", `${URL}/${mine!.id}/read`],
      ["DELETE", `${URL}/${mine!.id}`],
    ] as const) {
      const refused = await call(other, method, url);
      expect(refused.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(refused.json()).error.code).toBe("not_found");
    }
    await call(other, "POST", `${URL}/read-all`);
    expect((await listOf(owner)).unread_count).toBe(1);
  });

  it("notify() is idempotent by dedupe key and refuses a link off the site or an unknown key", async () => {
    const member = await createMember(ctx.app());
    await acknowledged(member);
    const input = {
      kind: "membership",
      message_key: "renewal_succeeded",
      dedupe_key: "renewal_succeeded:2027-03-03",
    } as const;
    expect(await notify(db(), member.userId, input)).toBe(true);
    expect(await notify(db(), member.userId, input)).toBe(false);
    expect((await listOf(member)).items).toHaveLength(1);
    for (const link of [
      "https://evil.example",
      "//evil.example/x",
      "/\\evil",
      "javascript:x",
      "/a b",
    ]) {
      await expect(
        notify(db(), member.userId, { kind: "membership", message_key: "renewal_succeeded", link }),
      ).rejects.toThrow();
    }
    await expect(
      // @ts-expect-error an unknown message key
      notify(db(), member.userId, { kind: "membership", message_key: "free_money" }),
    ).rejects.toThrow();
  });

  it("rejects an id that is not a database id with 400 validation_error", async () => {
    const member = await createMember(ctx.app());
    const answer = await call(member, "POST", `${URL}/abc/read`);
    expect(answer.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(answer.json()).error.code).toBe("validation_error");
  });

  it("limits a member's writes (ROUTE_RATE_LIMITS.notificationWrite): 429 rate_limited, reads still answer", async () => {
    const member = await createMember(ctx.app());
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      statuses.push((await call(member, "POST", `${URL}/read-all`)).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    const refused = await call(member, "POST", `${URL}/read-all`);
    expect(refused.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(refused.json()).error.code).toBe("rate_limited");
    // Counted per member: another member's writes still go through.
    const other = await createMember(ctx.app());
    expect((await call(other, "POST", `${URL}/read-all`)).statusCode).toBe(200);
    expect((await call(member, "GET", URL)).statusCode).toBe(200);
  });

  it("goes with the account", async () => {
    const member = await createMember(ctx.app());
    await listOf(member);
    await db().execute(sql`DELETE FROM "user" WHERE id = ${member.userId}`);
    const { rows } = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${member.userId}`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
