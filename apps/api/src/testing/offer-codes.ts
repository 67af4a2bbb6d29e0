import { offerCodeResponseSchema } from "@spc/shared";
import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { offerCodes, offers } from "../db/schema";
import { seedOfferIds } from "../db/seed";
import { createMember, type TestMember } from "./members";
import { useTestApp } from "./use-test-app";

export const ids = seedOfferIds;
export const codeUrl = (id: number | string, query = "") =>
  `/api/offers/v2/offers/${id}/code${query}`;
export const linkUrl = (id: number | string, query = "") =>
  `/api/offers/v2/offers/${id}/url${query}`;
export const deleteUrl = (id: number | string) => `/api/offers/redeemedcode/${id}`;

/** `size` codes PREFIX-0001, PREFIX-0002, … for an uploaded pool. */
export const pool = (prefix: string, size: number) =>
  Array.from({ length: size }, (_, i) => `${prefix}-${String(i + 1).padStart(4, "0")}`);

/**
 * A fresh seeded app for one reveal test file, with two members made before its tests: `member`
 * holds a valid regular (spc) card, `plus` a valid cibc card (SPC+). Read them once they exist:
 * `beforeAll(() => ({ member, plus } = members()))`.
 */
export function useRevealApp() {
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "100000" } });
  let member: TestMember;
  let plus: TestMember;

  beforeAll(async () => {
    member = await createMember(ctx.app(), { cards: [{ cobrand: "spc" }] });
    plus = await createMember(ctx.app(), { cards: [{ cobrand: "cibc" }] });
  });

  async function reveal(who: TestMember | null, id: number | string, query = "") {
    return ctx.app().inject({ url: codeUrl(id, query), headers: who?.headers ?? {} });
  }

  async function codeOf(who: TestMember, id: number) {
    const response = await reveal(who, id);
    expect(response.statusCode, response.body).toBe(200);
    return offerCodeResponseSchema.parse(response.json());
  }

  /** A new online offer of an existing partner, with the given code settings and pool. */
  async function addOffer(
    values: Partial<typeof offers.$inferInsert>,
    codes: string[] = [],
  ): Promise<number> {
    const [template] = await ctx
      .database()
      .db.select()
      .from(offers)
      .where(eq(offers.id, ids.uniquePool));
    const [row] = await ctx
      .database()
      .db.insert(offers)
      .values({
        partnerId: template!.partnerId,
        categoryId: template!.categoryId,
        titleEn: "Test offer",
        titleFr: "Offre de test",
        online: true,
        startDate: new Date(Date.now() - 86_400_000),
        offerUrl: "https://partner.example.com/deal",
        ...values,
      })
      .returning({ id: offers.id });
    if (codes.length > 0) {
      await ctx
        .database()
        .db.insert(offerCodes)
        .values(codes.map((code) => ({ offerId: row!.id, code })));
    }
    return row!.id;
  }

  return { ctx, members: () => ({ member, plus }), reveal, codeOf, addOffer };
}
