import {
  errorEnvelopeSchema,
  timsActiveOfferResponseSchema,
  timsLinkingResponseSchema,
  timsPreLinkResponseSchema,
} from "@spc/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LOCAL_REWARDS_DOMAIN } from "../../../adapters/tims-rewards";
import { users } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { TIMS_LINK_RATE_LIMIT } from "./routes";

let n = 0;
const account = () => `fan-${Date.now()}-${++n}@${LOCAL_REWARDS_DOMAIN}`;

describe("coffee-chain rewards linking", () => {
  const ctx = useTestApp();
  const link = (member: TestMember, payload: Record<string, unknown>) =>
    ctx.app().inject({
      method: "POST",
      url: "/api/users/tims-linking",
      headers: member.headers,
      payload,
    });
  const status = (member: TestMember) =>
    ctx.app().inject({ method: "GET", url: "/api/users/tims-linking", headers: member.headers });
  const codeOf = (response: { json: () => unknown }) =>
    errorEnvelopeSchema.parse(response.json()).error.code;

  it("links a known rewards account and reports it linked", async () => {
    const member = await createMember(ctx.app());
    const before = timsLinkingResponseSchema.parse((await status(member)).json());
    expect(before).toEqual({ Linked: false, th_email: null, linked_at: null });
    const email = account();
    const response = await link(member, {
      th_email: ` ${email.toUpperCase()} `,
      th_email_confirmation: email,
    });
    expect(response.statusCode).toBe(200);
    expect(timsLinkingResponseSchema.parse(response.json())).toMatchObject({
      Linked: true,
      th_email: email,
    });
    expect((await status(member)).json()).toMatchObject({ Linked: true, th_email: email });
    // The same account again is the same link; another one while linked is refused.
    expect((await link(member, { th_email: email })).statusCode).toBe(200);
    const other = await link(member, { th_email: account() });
    expect(other.statusCode).toBe(409);
    expect(codeOf(other)).toBe("tims_already_linked");
  });

  it("links a seeded demo rewards account", async () => {
    const member = await createMember(ctx.app());
    const response = await link(member, { th_email: "roll.up@example.com" });
    expect(response.json()).toMatchObject({ Linked: true });
  });

  it("refuses a confirmation that does not match, naming the field", async () => {
    const member = await createMember(ctx.app());
    const response = await link(member, {
      th_email: account(),
      th_email_confirmation: "someone.else@rewards.test",
    });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe("validation_error");
    expect(JSON.stringify(body.error)).toContain("th_email_confirmation");
    expect((await link(member, { th_email: "not-an-email" })).statusCode).toBe(400);
  });

  it("answers the known link-failure code for an e-mail the partner does not know", async () => {
    const member = await createMember(ctx.app());
    const response = await link(member, { th_email: "nobody@example.com" });
    expect(response.statusCode).toBe(422);
    expect(codeOf(response)).toBe("tims_link_failed");
    expect((await status(member)).json()).toMatchObject({ Linked: false });
  });

  it("refuses an account already linked to another member, whatever its case", async () => {
    const first = await createMember(ctx.app());
    const second = await createMember(ctx.app());
    const email = account();
    expect((await link(first, { th_email: email })).statusCode).toBe(200);
    const response = await link(second, { th_email: email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe("tims_account_taken");
  });

  it("gives one account to one member when two race for it", async () => {
    const a = await createMember(ctx.app());
    const b = await createMember(ctx.app());
    const email = account();
    const answers = await Promise.all([link(a, { th_email: email }), link(b, { th_email: email })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("shows a member only their own link, and nothing to a visitor", async () => {
    const owner = await createMember(ctx.app());
    const other = await createMember(ctx.app());
    const email = account();
    await link(owner, { th_email: email });
    const theirs = (await status(other)).json();
    expect(theirs).toEqual({ Linked: false, th_email: null, linked_at: null });
    const visitor = await ctx.app().inject({ method: "GET", url: "/api/users/tims-linking" });
    expect(visitor.statusCode).toBe(401);
    const unregistered = await createMember(ctx.app(), { registered: false });
    expect((await status(unregistered)).statusCode).toBe(403);
    const anonymousLink = await ctx.app().inject({
      method: "POST",
      url: "/api/users/tims-linking",
      payload: { th_email: email },
    });
    expect(anonymousLink.statusCode).toBe(401);
  });

  it("limits link attempts per member", async () => {
    const member = await createMember(ctx.app());
    for (let i = 0; i < TIMS_LINK_RATE_LIMIT.max; i++) {
      expect((await link(member, { th_email: `guess-${i}@example.com` })).statusCode).toBe(422);
    }
    const limited = await link(member, { th_email: account() });
    expect(limited.statusCode).toBe(429);
    expect(codeOf(limited)).toBe("rate_limited");
    // Another member keeps their own budget.
    const other = await createMember(ctx.app());
    expect((await link(other, { th_email: account() })).statusCode).toBe(200);
  });

  it("keeps a pre-link until the member links", async () => {
    const member = await createMember(ctx.app());
    const read = async () =>
      timsPreLinkResponseSchema.parse(
        (
          await ctx
            .app()
            .inject({ method: "GET", url: "/api/users/th-pre-link", headers: member.headers })
        ).json(),
      );
    expect(await read()).toEqual({ Linked: false, th_email: null });
    const email = account();
    const pre = await ctx.app().inject({
      method: "POST",
      url: "/api/users/th-pre-link",
      headers: member.headers,
      payload: { th_email: email.toUpperCase() },
    });
    expect(pre.json()).toEqual({ Linked: false, th_email: email });
    expect(await read()).toEqual({ Linked: false, th_email: email });
    await link(member, { th_email: email });
    expect(await read()).toEqual({ Linked: true, th_email: email });
    const visitor = await ctx.app().inject({ method: "GET", url: "/api/users/th-pre-link" });
    expect(visitor.statusCode).toBe(401);
  });

  it("answers the coffee-chain partner's offer to anyone", async () => {
    const response = await ctx.app().inject({ method: "GET", url: "/api/users/th-active-offer" });
    expect(response.statusCode).toBe(200);
    const { data } = timsActiveOfferResponseSchema.parse(response.json());
    expect(data?.partner_url_name).toBe("cafe-boreal");
  });
});

describe("the coffee-chain offer when the partner has none", () => {
  const ctx = useTestApp({ env: { TIMS_PARTNER_SLUG: "no-such-coffee-chain" } });

  it("answers null", async () => {
    const response = await ctx.app().inject({ method: "GET", url: "/api/users/th-active-offer" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it("lets the rewards account go with the member's account", async () => {
    const member = await createMember(ctx.app());
    const email = account();
    const linked = await ctx.app().inject({
      method: "POST",
      url: "/api/users/tims-linking",
      headers: member.headers,
      payload: { th_email: email },
    });
    expect(linked.statusCode).toBe(200);
    await ctx.app().database.db.delete(users).where(eq(users.id, member.userId));
    const next = await createMember(ctx.app());
    const relinked = await ctx.app().inject({
      method: "POST",
      url: "/api/users/tims-linking",
      headers: next.headers,
      payload: { th_email: email },
    });
    expect(relinked.statusCode).toBe(200);
  });
});
