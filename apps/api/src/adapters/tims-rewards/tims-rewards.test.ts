import { describe, expect, it } from "vitest";
import { createHttpRewardsPartner } from "./http";
import { createLocalRewardsPartner, isLocalRewardsAccount } from "./local";
import { RewardsPartnerUnavailableError } from "./types";

describe("the local rewards partner", () => {
  const holders = new Map<string, string>([["double.double@example.com", "member-a"]]);
  const partner = createLocalRewardsPartner(async (email) => holders.get(email) ?? null);

  it("knows the demo accounts and every address at rewards.test, in any case", () => {
    expect(isLocalRewardsAccount(" Rewards.Member@Example.com ")).toBe(true);
    expect(isLocalRewardsAccount("anyone@REWARDS.test")).toBe(true);
    expect(isLocalRewardsAccount("anyone@example.com")).toBe(false);
    expect(isLocalRewardsAccount("x@rewards.test.evil.com")).toBe(false);
  });

  it("links a known account with a stable account id", async () => {
    const first = await partner.link({ email: "a@rewards.test", memberId: "m" });
    const again = await partner.link({ email: "A@rewards.test", memberId: "m" });
    expect(first).toMatchObject({ ok: true });
    expect(again).toEqual(first);
  });

  it("refuses an unknown account and one held by another member", async () => {
    expect(await partner.link({ email: "who@example.com", memberId: "m" })).toEqual({
      ok: false,
      reason: "unknown_account",
    });
    expect(await partner.link({ email: "double.double@example.com", memberId: "m" })).toEqual({
      ok: false,
      reason: "account_taken",
    });
    expect(
      await partner.link({ email: "double.double@example.com", memberId: "member-a" }),
    ).toMatchObject({ ok: true });
  });
});

describe("the HTTP rewards partner", () => {
  const answer = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status });

  it("sends the e-mail and member id with the key, and reads the account id", async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const partner = createHttpRewardsPartner(
      "https://rewards.example.com/",
      "secret-key",
      async (url, init) => {
        seen = { url: String(url), init: init! };
        return new Response(JSON.stringify({ account_id: "acc-1" }), { status: 201 });
      },
    );
    expect(await partner.link({ email: " Me@Example.com", memberId: "m1" })).toEqual({
      ok: true,
      accountId: "acc-1",
    });
    if (!seen) throw new Error("no call");
    expect(seen.url).toBe("https://rewards.example.com/v1/links");
    expect((seen.init.headers as Record<string, string>).authorization).toBe("Bearer secret-key");
    expect(JSON.parse(String(seen.init.body))).toEqual({
      email: "me@example.com",
      partner_member_id: "m1",
    });
  });

  it("maps 404 and 409 to the partner's refusals", async () => {
    const unknown = createHttpRewardsPartner("https://r.example", "k".repeat(8), answer(404, {}));
    const taken = createHttpRewardsPartner("https://r.example", "k".repeat(8), answer(409, {}));
    expect(await unknown.link({ email: "a@b.co", memberId: "m" })).toMatchObject({
      reason: "unknown_account",
    });
    expect(await taken.link({ email: "a@b.co", memberId: "m" })).toMatchObject({
      reason: "account_taken",
    });
  });

  it("is unavailable on a network error, a 5xx or an unknown shape", async () => {
    const broken = [
      async () => {
        throw new TypeError("fetch failed");
      },
      answer(502, {}),
      answer(200, { nope: true }),
    ];
    for (const impl of broken) {
      const partner = createHttpRewardsPartner("https://r.example", "k".repeat(8), impl);
      await expect(partner.link({ email: "a@b.co", memberId: "m" })).rejects.toBeInstanceOf(
        RewardsPartnerUnavailableError,
      );
    }
  });
});
