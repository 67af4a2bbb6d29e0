import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createMember } from "../../testing/members";
import { useTestApp } from "../../testing/use-test-app";
import { cards } from "../schema";
import { DEMO_IN_STORE_BATCH, DEMO_IN_STORE_CARDS, seedInStoreCards } from "./in-store-cards";

describe("demo in-store cards", () => {
  const ctx = useTestApp();

  it("are seeded once, unassigned and inactive, with the README's numbers and codes", async () => {
    const rows = await ctx
      .database()
      .db.select()
      .from(cards)
      .where(eq(cards.batchId, DEMO_IN_STORE_BATCH));
    expect(rows).toHaveLength(DEMO_IN_STORE_CARDS.length);
    for (const row of rows) {
      expect(row).toMatchObject({ userId: null, status: "inactive", cobrand: "spc" });
      expect(row.cardNumber).toMatch(/^6018\d{12}$/);
      expect(row.csv).toMatch(/^\d{3}$/);
    }
    expect(await seedInStoreCards(ctx.database().db)).toBe(0);
  });

  it("activate with their code only, once", async () => {
    const [card] = DEMO_IN_STORE_CARDS;
    const member = await createMember(ctx.app());
    const register = (csv: string, headers = member.headers) =>
      ctx.app().inject({
        method: "POST",
        url: "/api/users/v2/register/card",
        headers,
        payload: { card_number: card!.cardNumber, csv },
      });

    const wrong = await register(card!.csv === "000" ? "001" : "000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("invalid_card_code");

    const activated = await register(card!.csv);
    expect(activated.statusCode).toBe(201);
    expect(activated.json().card).toMatchObject({
      card_number: card!.cardNumber,
      status: "active",
    });

    const other = await createMember(ctx.app());
    const again = await register(card!.csv, other.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("card_already_registered");

    // Seeding again leaves the activated card with its member.
    await seedInStoreCards(ctx.database().db);
    const [row] = await ctx
      .database()
      .db.select({ userId: cards.userId })
      .from(cards)
      .where(eq(cards.cardNumber, card!.cardNumber));
    expect(row!.userId).toBe(member.userId);
  });
});
