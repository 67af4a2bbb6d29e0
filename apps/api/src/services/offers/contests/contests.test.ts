import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contestEntries, profiles } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

// Contest calls (spec §7, decision 0039) on a fresh seeded database: 12-days-giveaways (open,
// members 16+), frost-activation-2025 (open form, Quebec 18+), travel-photo (upcoming, plus),
// bts-2025 (closed, registered, not Quebec).

const ctx = useTestApp();
const BASE = "/api/offers";

async function adult(member: TestMember, province = "ON", birthDate = "2000-01-15") {
  await ctx
    .app()
    .database.db.update(profiles)
    .set({ birthDate, province })
    .where(eq(profiles.userId, member.userId));
  return member;
}

function register(who: TestMember | null, body: object) {
  return ctx.app().inject({
    method: "POST",
    url: `${BASE}/contestRegister`,
    payload: body,
    headers: who ? who.headers : {},
  });
}

describe("contest reads", () => {
  it("lists every published contest with its state, and /contest the open ones only", async () => {
    const all = await ctx.app().inject({ url: `${BASE}/v4/contests` });
    expect(all.statusCode).toBe(200);
    const states = Object.fromEntries(
      all
        .json()
        .contests.map((c: { contest_id: string; state: string }) => [c.contest_id, c.state]),
    );
    expect(states).toEqual({
      "12-days-giveaways": "open",
      "frost-activation-2025": "open",
      "travel-photo": "upcoming",
      "bts-2025": "closed",
    });
    const open = await ctx.app().inject({ url: `${BASE}/contest` });
    expect(open.statusCode).toBe(200);
    expect(open.json().contests.map((c: { state: string }) => c.state)).toEqual(["open", "open"]);
  });

  it("answers the rules in both languages by string or numeric id, 404 otherwise", async () => {
    const byName = await ctx.app().inject({ url: `${BASE}/contestrules/frost-activation-2025` });
    expect(byName.statusCode).toBe(200);
    const rules = byName.json();
    expect(rules.rule_fr).toContain("Régie des alcools");
    expect(rules.rule_en).toContain("Quebec");
    const byId = await ctx.app().inject({ url: `${BASE}/contestrules/${rules.id}` });
    expect(byId.json().contest_id).toBe("frost-activation-2025");
    const missing = await ctx.app().inject({ url: `${BASE}/contestrules/nope` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
  });

  it("serves a contest page with its questions, and the member's own entry only", async () => {
    const visitor = await ctx.app().inject({
      url: `${BASE}/contestPage`,
      headers: { contest_id: "frost-activation-2025" },
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().questions).toHaveLength(3);
    expect(visitor.json().entry).toBeNull();

    const member = await adult(await createMember(ctx.app(), { cards: [{}] }));
    const other = await createMember(ctx.app(), { cards: [{}] });
    expect((await register(member, { contest_id: "12-days-giveaways" })).statusCode).toBe(201);
    const mine = await ctx.app().inject({
      url: `${BASE}/contestPage`,
      // The legacy id header naming someone else changes nothing: the entry is the session's.
      headers: { ...member.headers, contest_id: "12-days-giveaways", id: other.userId },
    });
    expect(mine.json().entry.contest_id).toBe("12-days-giveaways");
    const theirs = await ctx.app().inject({
      url: `${BASE}/contestPage`,
      headers: { ...other.headers, contest_id: "12-days-giveaways", id: member.userId },
    });
    expect(theirs.json().entry).toBeNull();
  });

  it("refuses a contest page without contest_id (validation envelope)", async () => {
    const response = await ctx.app().inject({ url: `${BASE}/contestPage` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_error");
  });

  it("says whether the member's order counts for the back-to-school contest", async () => {
    const member = await createMember(ctx.app());
    const response = await ctx.app().inject({
      url: `${BASE}/contest/bts/order?firebase_uid=someone-else`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ has_order: false, entered: false });
    expect(response.json().contest.state).toBe("closed");
    const visitor = await ctx.app().inject({ url: `${BASE}/contest/bts/order` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("entering a contest", () => {
  it("needs a signed-in, registered member", async () => {
    expect((await register(null, { contest_id: "12-days-giveaways" })).statusCode).toBe(401);
    const unregistered = await createMember(ctx.app(), { registered: false });
    const response = await register(unregistered, { contest_id: "12-days-giveaways" });
    expect(response.json().error.code).toBe("not_registered");
  });

  it("applies eligibility as data: audience, minimum age, provinces", async () => {
    const noCard = await adult(await createMember(ctx.app()));
    const audience = await register(noCard, { contest_id: "12-days-giveaways" });
    expect(audience.statusCode).toBe(403);
    expect(audience.json().error.details.reason).toBe("audience");

    const young = await adult(await createMember(ctx.app(), { cards: [{}] }), "ON", daysAgo(15));
    const age = await register(young, { contest_id: "12-days-giveaways" });
    expect(age.json().error.details.reason).toBe("minimum_age");

    const answers = { study_spot: "The library", skill_answer: "29", accept_rules: true };
    const ontario = await adult(await createMember(ctx.app()), "ON");
    const province = await register(ontario, { contest_id: "frost-activation-2025", answers });
    expect(province.json().error.details.reason).toBe("province");

    const quebec = await adult(await createMember(ctx.app()), "QC");
    const entered = await register(quebec, { contest_id: "frost-activation-2025", answers });
    expect(entered.statusCode).toBe(201);
  });

  it("validates form answers with the contest's own questions", async () => {
    const quebec = await adult(await createMember(ctx.app()), "QC");
    const wrong = await register(quebec, {
      contest_id: "frost-activation-2025",
      answers: { study_spot: "", skill_answer: "12", extra: "x" },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.details).toMatchObject({ reason: "answers_invalid" });
    expect(wrong.json().error.details.fields).toEqual(
      expect.arrayContaining(["study_spot", "skill_answer", "accept_rules"]),
    );
  });

  it("refuses upcoming and closed contests", async () => {
    const plus = await adult(await createMember(ctx.app(), { cards: [{ cobrand: "cibc" }] }));
    const upcoming = await register(plus, { contest_id: "travel-photo" });
    expect(upcoming.json().error.details).toMatchObject({
      reason: "contest_not_open",
      state: "upcoming",
    });
    const closed = await register(plus, { contest_id: "bts-2025" });
    expect(closed.json().error.details).toMatchObject({
      reason: "contest_not_open",
      state: "closed",
    });
  });

  it("keeps one entry per member under 20 parallel submissions", async () => {
    const member = await adult(await createMember(ctx.app(), { cards: [{}] }));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => register(member, { contest_id: "12-days-giveaways" })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
    const ids = new Set(responses.map((response) => response.json().entry.id));
    expect(ids.size).toBe(1);
    const [row] = await ctx
      .app()
      .database.db.select({ count: sql<number>`count(*)::int` })
      .from(contestEntries)
      .where(eq(contestEntries.userId, member.userId));
    expect(row?.count).toBe(1);
  });
});

describe("entry rate limit", () => {
  it("answers 429 rate_limited past the per-member budget", async () => {
    const member = await adult(await createMember(ctx.app(), { cards: [{}] }));
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await register(member, { contest_id: "12-days-giveaways" })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201 || status === 200)).toBe(true);
    const last = await register(member, { contest_id: "12-days-giveaways" });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe("rate_limited");
  });
});

function daysAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}
