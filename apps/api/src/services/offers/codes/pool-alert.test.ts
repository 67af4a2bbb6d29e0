import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { offers, outbox } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { useRevealApp } from "../../../testing/offer-codes";
import { createStaff } from "../../../testing/staff";

const { ctx, codeOf, addOffer } = useRevealApp();
let admin: TestMember;
let editor: TestMember;
beforeAll(async () => {
  admin = await createStaff(ctx.app(), "admin", { language: "fr" });
  editor = await createStaff(ctx.app(), "editor");
  await createStaff(ctx.app(), "support"); // support staff are not alerted
});

const db = () => ctx.database().db;

async function alertsFor(offerId: number) {
  const rows = await db().select().from(outbox).where(eq(outbox.kind, "code_pool_low"));
  return rows.filter((row) => row.text.includes(`/admin/offers/${offerId}`));
}

async function poolOffer(codes: number, threshold: number | null) {
  const id = await addOffer(
    {
      codeType: "upload_unique",
      codeMode: "unique",
      titleEn: "Pool deal",
      titleFr: "Offre réserve",
    },
    Array.from({ length: codes }, (_, i) => `ALERT-${i}-${Math.random().toString(36).slice(2, 8)}`),
  );
  await db().update(offers).set({ codeAlertThreshold: threshold }).where(eq(offers.id, id));
  return id;
}

const newMember = () => createMember(ctx.app(), { cards: [{ cobrand: "spc" }] });

describe("the low-stock alert of a code pool", () => {
  it("e-mails admins and editors once, in their language, when the free codes reach the level", async () => {
    const offer = await poolOffer(4, 2);
    await codeOf(await newMember(), offer); // 3 free
    expect(await alertsFor(offer)).toHaveLength(0);
    await codeOf(await newMember(), offer); // 2 free: the level
    const sent = await alertsFor(offer);
    expect(sent.map((mail) => mail.toAddress).sort()).toEqual([admin.email, editor.email].sort());
    const french = sent.find((mail) => mail.toAddress === admin.email)!;
    expect(french.subject).toBe("Codes bientôt épuisés\u00a0: Offre réserve");
    expect(french.text).toContain("il reste 2 codes libres");
    await codeOf(await newMember(), offer); // 1 free: already alerted
    expect(await alertsFor(offer)).toHaveLength(2);
  });

  it("sends one alert when many reveals cross the level at once", async () => {
    const offer = await poolOffer(12, 5);
    const members = await Promise.all(Array.from({ length: 10 }, newMember));
    await Promise.all(members.map((member) => codeOf(member, offer)));
    expect(await alertsFor(offer)).toHaveLength(2);
  });

  it("stays quiet for a pool without a level, and a member's second reveal takes no code", async () => {
    const offer = await poolOffer(1, null);
    const member = await newMember();
    await codeOf(member, offer);
    await codeOf(member, offer);
    expect(await alertsFor(offer)).toHaveLength(0);
  });
});
