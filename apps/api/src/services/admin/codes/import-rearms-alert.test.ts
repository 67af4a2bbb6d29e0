import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { offers, outbox } from "../../../db/schema";
import { createMember } from "../../../testing/members";
import { useRevealApp } from "../../../testing/offer-codes";
import { createStaff } from "../../../testing/staff";
import { importCodes } from "./import-codes";

const { ctx, codeOf, addOffer } = useRevealApp();
beforeAll(async () => {
  await createStaff(ctx.app(), "editor");
});

describe("an import into a pool that was low", () => {
  it("re-arms its alert: the next time it runs low, staff hear again", async () => {
    const db = ctx.database().db;
    const offer = await addOffer({ codeType: "upload_unique", codeMode: "unique" }, ["R-1", "R-2"]);
    await db.update(offers).set({ codeAlertThreshold: 1 }).where(eq(offers.id, offer));
    const alerts = async () =>
      (await db.select().from(outbox).where(eq(outbox.kind, "code_pool_low"))).filter((mail) =>
        mail.text.includes(`/admin/offers/${offer}`),
      );
    const member = () => createMember(ctx.app(), { cards: [{ cobrand: "spc" }] });

    await codeOf(await member(), offer); // 1 free: alert
    expect(await alerts()).toHaveLength(1);
    const report = await importCodes(db, offer, Readable.from(["R-3\n"]));
    expect(report.status).toBe("imported"); // 2 free
    await codeOf(await member(), offer); // 1 free again: a second alert
    expect(await alerts()).toHaveLength(2);
  });
});
