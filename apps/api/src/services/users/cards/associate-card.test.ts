import { isPremium } from "@spc/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateTokenUses, cards, users } from "../../../db/schema";
import { createMember, daysFromToday, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { mintAffiliateToken } from "../../membership";

const URL = "/api/users/v2/associateCard";

/** The jti inside a token (its payload is plain base64url JSON; only the signature is secret). */
function jtiOf(token: string): string {
  return JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8")).jti;
}

describe("POST /api/users/v2/associateCard (bank affiliate)", () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "10000" } });

  const mint = (options: Parameters<typeof mintAffiliateToken>[1] = {}) =>
    mintAffiliateToken(ctx.app().config.affiliate.tokenSecret, options).token;

  function associate(member: TestMember | null, payload: object) {
    return ctx.app().inject({ method: "POST", url: URL, payload, headers: member?.headers ?? {} });
  }

  async function cibcCards(member: TestMember) {
    const rows = await ctx
      .app()
      .database.db.select()
      .from(cards)
      .where(eq(cards.userId, member.userId));
    return rows.filter((row) => row.cobrand === "cibc");
  }

  it("gives a newcomer one SPC+ (cibc) card for a valid token", async () => {
    const member = await createMember(ctx.app());
    const answer = await associate(member, { token: mint(), tracking: { utm_source: "cibc" } });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      upgradeType: "new",
      card: { cobrand: "cibc", status: "active", is_expired: false, is_trial: false },
    });
    const list = (
      await ctx.app().inject({ url: "/api/users/v2/cardsForUser", headers: member.headers })
    ).json().cards;
    expect(isPremium(list, new Date())).toBe(true);
    expect(await cibcCards(member)).toHaveLength(1);
  });

  it("moves an existing member up (upgradeType upgrade)", async () => {
    const member = await createMember(ctx.app(), { cards: [{ cobrand: "spc", isPrimary: true }] });
    const answer = await associate(member, { token: mint() });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().upgradeType).toBe("upgrade");
  });

  it("answers the member's own replay with already_associated and no second card", async () => {
    const member = await createMember(ctx.app());
    const token = mint();
    const [first, second] = await Promise.all([
      associate(member, { token }),
      associate(member, { token }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    const again = await associate(member, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("already_associated");
    expect(await cibcCards(member)).toHaveLength(1);
  });

  it("refuses a token another member already used", async () => {
    const owner = await createMember(ctx.app());
    const other = await createMember(ctx.app());
    const token = mint();
    expect((await associate(owner, { token })).statusCode).toBe(201);
    for (let attempt = 0; attempt < 2; attempt++) {
      const replay = await associate(other, { token });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({
        error: {
          request_id: expect.any(String),
          code: "affiliate_token_used",
          message: expect.any(String),
        },
      });
    }
    expect(await cibcCards(other)).toHaveLength(0);
  });

  it("gives a token to exactly one of two members racing with it", async () => {
    const [first, second] = [await createMember(ctx.app()), await createMember(ctx.app())];
    const token = mint();
    const answers = await Promise.all([associate(first, { token }), associate(second, { token })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const cibc = [...(await cibcCards(first)), ...(await cibcCards(second))];
    expect(cibc).toHaveLength(1);
  });

  it("keeps a token spent after its member deleted the account", async () => {
    const gone = await createMember(ctx.app());
    const token = mint();
    expect((await associate(gone, { token })).statusCode).toBe(201);
    await ctx.app().database.db.delete(users).where(eq(users.id, gone.userId));
    const [row] = await ctx
      .app()
      .database.db.select()
      .from(affiliateTokenUses)
      .where(eq(affiliateTokenUses.jti, jtiOf(token)));
    expect(row?.userId).toBeNull();
    const replay = await associate(await createMember(ctx.app()), { token });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe("affiliate_token_used");
  });

  it("refuses a forged signature and a doctored payload", async () => {
    const member = await createMember(ctx.app());
    const forged = mintAffiliateToken("someone-elses-secret-someone-elses-secret").token;
    const [body, signature] = mint().split(".");
    const other = mint().split(".")[0];
    for (const token of [forged, `${other}.${signature}`, `${body}.`, "not-a-token"]) {
      const answer = await associate(member, { token });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe("affiliate_token_invalid");
    }
    expect(await cibcCards(member)).toHaveLength(0);
  });

  it("refuses an expired token", async () => {
    const member = await createMember(ctx.app());
    const token = mint({ now: new Date(Date.now() - 2 * 86_400_000), ttlMs: 86_400_000 });
    const answer = await associate(member, { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe("affiliate_token_expired");
    expect(await cibcCards(member)).toHaveLength(0);
  });

  it("refuses visitors, unregistered users and a missing token", async () => {
    const visitor = await associate(null, { token: mint() });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe("unauthorized");
    const unregistered = await createMember(ctx.app(), { registered: false });
    expect((await associate(unregistered, { token: mint() })).statusCode).toBe(403);
    const member = await createMember(ctx.app());
    const missing = await associate(member, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe("validation_error");
    expect(await cibcCards(member)).toHaveLength(0);
  });

  it("tells an SPC+ member they are already registered and leaves the token unspent", async () => {
    const member = await createMember(ctx.app(), { cards: [{ cobrand: "cibc" }] });
    const token = mint();
    const answer = await associate(member, { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe("already_associated");
    expect(await cibcCards(member)).toHaveLength(1);
    const rows = await ctx.app().database.db.select().from(affiliateTokenUses);
    expect(rows.some((row) => row.userId === member.userId)).toBe(false);
  });

  it("renews an expired SPC+ membership with a new token", async () => {
    const member = await createMember(ctx.app(), {
      cards: [{ cobrand: "cibc", expiryDate: daysFromToday(-3) }],
    });
    const answer = await associate(member, { token: mint() });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().upgradeType).toBe("new");
  });
});
