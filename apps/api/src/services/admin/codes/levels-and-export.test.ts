import { text } from "node:stream/consumers";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { offers } from "../../../db/schema";
import { RANDOM_POOL_SIZE, UNIQUE_POOL_SIZE } from "../../../db/seed";
import type { TestMember } from "../../../testing/members";
import { ids, useRevealApp } from "../../../testing/offer-codes";
import { exportReveals, REVEAL_EXPORT_COLUMNS } from "./export-reveals";
import { poolLevels } from "./repository";

const { ctx, members, codeOf, addOffer } = useRevealApp();
let member: TestMember;
let plus: TestMember;
beforeAll(() => ({ member, plus } = members()));

const db = () => ctx.database().db;

async function partnerOf(offerId: number): Promise<number> {
  const [row] = await db()
    .select({ partnerId: offers.partnerId })
    .from(offers)
    .where(eq(offers.id, offerId));
  return row!.partnerId;
}

describe("poolLevels", () => {
  it("counts every code of each uploaded pool and the free ones, and follows reveals", async () => {
    const before = await poolLevels(db(), [ids.uniquePool, ids.randomPool, ids.pizza]);
    expect(
      before.map(({ offer_title_en, offer_title_fr, partner_name, ...level }) => level),
    ).toEqual([
      {
        offer_id: ids.uniquePool,
        code_type: "upload_unique",
        total: UNIQUE_POOL_SIZE,
        free: UNIQUE_POOL_SIZE,
        alert_threshold: null,
      },
      {
        offer_id: ids.randomPool,
        code_type: "upload_random",
        total: RANDOM_POOL_SIZE,
        free: RANDOM_POOL_SIZE,
        alert_threshold: null,
      },
    ]);
    expect(before[0]).toMatchObject({
      partner_name: expect.any(String),
      offer_title_fr: expect.any(String),
    });
    await codeOf(member, ids.uniquePool);
    await codeOf(member, ids.uniquePool); // the same member gets the same code back
    await codeOf(plus, ids.uniquePool);
    const [unique] = await poolLevels(db(), [ids.uniquePool]);
    expect(unique).toMatchObject({ total: UNIQUE_POOL_SIZE, free: UNIQUE_POOL_SIZE - 2 });
  });

  it("lists an empty pool with zero codes rather than leaving it out", async () => {
    const empty = await addOffer({ codeType: "upload_unique", codeMode: "unique" });
    expect(await poolLevels(db(), [empty])).toMatchObject([
      { offer_id: empty, code_type: "upload_unique", total: 0, free: 0, alert_threshold: null },
    ]);
    expect(await poolLevels(db(), [])).toEqual([]);
  });
});

describe("exportReveals", () => {
  it("writes a partner's reveals in the date range as CSV, with no member identity", async () => {
    const partnerId = await partnerOf(ids.uniquePool);
    const code = await codeOf(member, ids.uniquePool);
    const now = Date.now();
    const csv = await text(
      exportReveals(db(), {
        partnerId,
        from: new Date(now - 3_600_000),
        to: new Date(now + 3_600_000),
      }),
    );
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...REVEAL_EXPORT_COLUMNS]);
    expect(
      rows.some((row) => row.code === code.code && row.offer_id === String(ids.uniquePool)),
    ).toBe(true);
    expect(csv).not.toContain(member.email);
    expect(csv).not.toContain(member.userId);
  });

  it("leaves out reveals outside the range and other partners' reveals", async () => {
    const partnerId = await partnerOf(ids.uniquePool);
    const future = new Date(Date.now() + 86_400_000);
    const empty = await text(
      exportReveals(db(), { partnerId, from: future, to: new Date(future.getTime() + 1000) }),
    );
    expect(empty.trim().split("\n")).toHaveLength(1);
    const other = await partnerOf(ids.pizza);
    const otherCsv = await text(
      exportReveals(db(), { partnerId: other, from: new Date(0), to: new Date(Date.now() + 1000) }),
    );
    expect(otherCsv).not.toContain("UNIQ-");
  });
});

describe("exportReveals in a spreadsheet", () => {
  it("keeps a title that looks like a formula from running as one", async () => {
    const offer = await addOffer(
      { codeType: "upload_unique", codeMode: "unique", titleEn: "=SUM(1,2)" },
      ["FORMULA-1"],
    );
    await codeOf(member, offer);
    const csv = await text(
      exportReveals(db(), {
        partnerId: await partnerOf(offer),
        from: new Date(Date.now() - 3_600_000),
        to: new Date(Date.now() + 3_600_000),
      }),
    );
    expect(csv).toContain("'=SUM(1,2)");
    expect(csv).not.toMatch(/(^|,)=SUM/m);
  });
});
