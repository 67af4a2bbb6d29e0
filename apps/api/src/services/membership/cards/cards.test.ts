import { CARD_ATTEMPTS_PER_MEMBER_HOUR } from "@spc/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cards } from "../../../db/schema";
import { createMember, daysFromToday, inOneYear, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { batchToCsv, generateCardBatch } from "./batch";
import { generateCardNumber, generateCsv, issueCard } from "./issue-card";

describe("membership cards", () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "10000" } });

  function call(member: TestMember, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
    return ctx.app().inject({ method, url, payload, headers: member.headers });
  }

  it("generates 16-digit 6018 numbers and 3-digit codes", () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const number = generateCardNumber();
      expect(number).toMatch(/^6018\d{12}$/);
      numbers.add(number);
      expect(generateCsv()).toMatch(/^\d{3}$/);
    }
    expect(numbers.size).toBe(2000);
  });

  it("issueCard skips a number already taken (unique index) and retries", async () => {
    const member = await createMember(ctx.app(), { cards: [{ cardNumber: "6018111122223333" }] });
    const numbers = ["6018111122223333", "6018111122223333", "6018444455556666"];
    const card = await issueCard(
      ctx.database().db,
      { userId: member.userId, cobrand: "spc", source: "activation" },
      { generateNumber: () => numbers.shift()! },
    );
    expect(card.cardNumber).toBe("6018444455556666");
    expect(numbers).toEqual([]);
  });

  it("issueCard sets the defaults per source", async () => {
    const member = await createMember(ctx.app());
    const card = await issueCard(ctx.database().db, {
      userId: member.userId,
      cobrand: "spc",
      source: "purchase",
      orderId: "order-1",
    });
    expect(card).toMatchObject({
      status: "active",
      autoRenew: true,
      isPrimary: true,
      source: "purchase",
      orderId: "order-1",
      isOnlinePurchased: true,
    });
    expect(card.expiryDate).toBe(inOneYear());
    const trial = await issueCard(ctx.database().db, {
      userId: member.userId,
      cobrand: "spc",
      source: "trial",
    });
    expect(trial).toMatchObject({ isTrial: true, autoRenew: false, isPrimary: false });
    expect(trial.expiryDate).toBe(daysFromToday(30));
  });

  it("generates a batch of unique inactive unassigned cards (CLI function)", async () => {
    const batch = await generateCardBatch(ctx.database().db, {
      count: 1200,
      cobrand: "campus",
      campus: "UdeM",
    });
    expect(batch.cards).toHaveLength(1200);
    expect(new Set(batch.cards.map((c) => c.card_number)).size).toBe(1200);
    const rows = await ctx
      .database()
      .db.select()
      .from(cards)
      .where(eq(cards.batchId, batch.batchId));
    expect(rows).toHaveLength(1200);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: "inactive",
        userId: null,
        cobrand: "campus",
        campus: "UdeM",
      });
      expect(row.cardNumber).toMatch(/^6018\d{12}$/);
    }
    const csv = batchToCsv(batch).trim().split("\n");
    expect(csv[0]).toBe("card_number,csv");
    expect(csv[1]).toMatch(/^6018\d{12},\d{3}$/);
    expect(csv).toHaveLength(1201);
  });

  it("activates an in-store card: wrong code refused, then bound; a used card refused", async () => {
    const {
      cards: [card],
    } = await generateCardBatch(ctx.database().db, { count: 1, cobrand: "spc", isGTicket: true });
    const alice = await createMember(ctx.app());
    const bob = await createMember(ctx.app());
    const wrong = card!.csv === "000" ? "001" : "000";

    const unknown = await call(alice, "POST", "/api/users/v2/card/registerable", {
      card_number: "6018000000000000",
      csv: "123",
    });
    expect(unknown.json()).toEqual({
      registerable: false,
      reason: "card_not_found",
      cobrand: null,
    });

    const bad = await call(alice, "POST", "/api/users/v2/register/card", {
      card_number: card!.card_number,
      csv: wrong,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("invalid_card_code");

    const special = await call(alice, "POST", "/api/users/v2/user/getIsSpecialCards", {
      card_number: card!.card_number,
      card_csv: card!.csv,
    });
    expect(special.json()).toEqual({ is_g_ticket: true, is_highschool: false, is_vip_card: false });

    const can = await call(alice, "POST", "/api/users/v2/card/registerable", card!);
    expect(can.json()).toEqual({ registerable: true, reason: null, cobrand: "spc" });

    // The display form with dashes is accepted.
    const dashed = card!.card_number.replace(/(\d{4})(?=\d)/g, "$1-");
    const ok = await call(alice, "POST", "/api/users/v2/register/card", {
      card_number: dashed,
      csv: card!.csv,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().card).toMatchObject({
      card_number: card!.card_number,
      status: "active",
      is_expired: false,
      is_primary: true,
      is_g_ticket: true,
      is_auto_renew: false,
    });
    expect(ok.json().card.expiry_date).toBe(inOneYear());
    // The membership began with the activation (the new-member promotion reads it, 0053).
    expect(Date.now() - Date.parse(ok.json().card.started_at)).toBeLessThan(60_000);
    const listed = await call(alice, "GET", "/api/users/v2/cardsForUser");
    expect(listed.json().cards[0].started_at).toBe(ok.json().card.started_at);

    const again = await call(bob, "POST", "/api/users/v2/register/card", card!);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("card_already_registered");
    const bobSpecial = await call(bob, "POST", "/api/users/v2/user/getIsSpecialCards", {
      card_number: card!.card_number,
      card_csv: card!.csv,
    });
    expect(bobSpecial.statusCode).toBe(409);
    const bobCan = await call(bob, "POST", "/api/users/v2/card/registerable", card!);
    expect(bobCan.json()).toMatchObject({ registerable: false, reason: "card_already_registered" });
  });

  it("a member cannot see another's cards nor register someone else's active card", async () => {
    const alice = await createMember(ctx.app(), { cards: [{ cobrand: "spc", isPrimary: true }] });
    const bob = await createMember(ctx.app());
    const mine = await call(alice, "GET", "/api/users/v2/cardsForUser");
    expect(mine.statusCode).toBe(200);
    expect(mine.json().cards).toHaveLength(1);
    expect(mine.json().cards[0]).toMatchObject({ card_number: alice.cardNumbers[0], csv: "123" });
    const theirs = await call(bob, "GET", "/api/users/v2/cardsForUser");
    expect(theirs.json()).toEqual({ cards: [] });
    const steal = await call(bob, "POST", "/api/users/v2/register/card", {
      card_number: alice.cardNumbers[0],
      csv: "123",
    });
    expect(steal.statusCode).toBe(409);
    expect(steal.json().error.code).toBe("card_already_registered");
    expect((await call(bob, "GET", "/api/users/v2/cardsForUser")).json().cards).toEqual([]);
    const visitor = await ctx.app().inject({ method: "GET", url: "/api/users/v2/cardsForUser" });
    expect(visitor.statusCode).toBe(401);
  });

  it("computes is_expired", async () => {
    const member = await createMember(ctx.app(), {
      cards: [{ expiryDate: daysFromToday(-1) }, { expiryDate: daysFromToday(0) }],
    });
    const list = (await call(member, "GET", "/api/users/v2/cardsForUser")).json().cards;
    const byNumber = Object.fromEntries(
      list.map((c: { card_number: string }) => [c.card_number, c]),
    );
    expect(byNumber[member.cardNumbers[0]!].is_expired).toBe(true);
    expect(byNumber[member.cardNumbers[1]!].is_expired).toBe(false);
  });

  it("rate-limits failed card-code attempts per member", async () => {
    const {
      cards: [card],
    } = await generateCardBatch(ctx.database().db, { count: 1, cobrand: "spc" });
    const member = await createMember(ctx.app());
    const wrong = card!.csv === "999" ? "998" : "999";
    for (let i = 0; i < CARD_ATTEMPTS_PER_MEMBER_HOUR; i++) {
      const response = await call(member, "POST", "/api/users/v2/register/card", {
        card_number: card!.card_number,
        csv: wrong,
      });
      expect(response.statusCode).toBe(400);
    }
    // Even the right code is refused while over budget.
    const blocked = await call(member, "POST", "/api/users/v2/register/card", card!);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe("rate_limited");
  });
});
