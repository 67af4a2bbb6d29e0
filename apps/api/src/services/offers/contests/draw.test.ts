import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contestEntries, contests, notifications, outbox, profiles } from "../../../db/schema";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { drawContest, drawWinners, uniformIndex, verifyDraw } from "../../contests";

// The fair draw (decision 0039): uniform, reproducible from its recorded seed, winners e-mailed
// in their language.

const ctx = useTestApp();

describe("drawWinners", () => {
  it("gives the same winners for the same seed whatever the entries' order", () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const a = drawWinners("seed-1", ids, 5);
    expect(drawWinners("seed-1", [...ids].reverse(), 5)).toEqual(a);
    expect(new Set(a).size).toBe(5);
    expect(drawWinners("seed-2", ids, 5)).not.toEqual(a);
  });

  it("picks every entry about equally often", () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i += 1) counts[uniformIndex(`s${i}`, 0, 4)]! += 1;
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });
});

describe("drawContest", () => {
  it("draws among eligible entries, records the seed, re-runs the same, mails winners in their language", async () => {
    const app = ctx.app();
    const db = app.database.db;
    const [closed] = await db.select().from(contests).where(eq(contests.contestId, "bts-2025"));
    await db.update(contests).set({ winnerCount: 2 }).where(eq(contests.id, closed!.id));
    const members = await Promise.all([
      createMember(app, { language: "fr", province: "ON" }),
      createMember(app, { language: "en", province: "ON" }),
      createMember(app, { language: "fr", province: "ON" }),
      // Not eligible (the contest excludes Quebec): never drawn.
      createMember(app, { language: "en", province: "QC" }),
    ]);
    await db
      .insert(contestEntries)
      .values(members.map((member) => ({ contestId: closed!.id, userId: member.userId })));
    const excluded = members[3]!;

    const first = await drawContest(db, app.mailer, "bts-2025", {
      seed: "public-seed-2025",
      now: new Date(),
      publicUrl: "https://spc.example",
      notify: true,
    });
    expect(first.winnerEntryIds).toHaveLength(2);
    expect(first.entryIds).toHaveLength(3);
    expect(first.log).toContain("seed public-seed-2025");
    expect(first.log).toMatch(/excluded: province/);

    const again = await verifyDraw(db, first.drawId);
    expect(again?.same).toBe(true);
    expect(again?.winners).toEqual(first.winnerEntryIds);

    for (const entryId of first.winnerEntryIds) {
      const [entry] = await db.select().from(contestEntries).where(eq(contestEntries.id, entryId));
      expect(entry!.userId).not.toBe(excluded.userId);
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, entry!.userId));
      const [mail] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, profile!.email), eq(outbox.kind, "contest_winner")));
      expect(mail?.subject).toMatch(profile!.language === "fr" ? /^Vous avez gagné/ : /^You won/);
      // And once in the winner's notification centre (decision 0048).
      const notices = await db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, entry!.userId), eq(notifications.kind, "contest_result")),
        );
      expect(notices.map((n) => [n.messageKey, n.link])).toEqual([
        ["contest_won", "/contest/rules/bts-2025"],
      ]);
    }
  });

  it("refuses to draw a contest that is still open", async () => {
    const app = ctx.app();
    await expect(
      drawContest(app.database.db, app.mailer, "12-days-giveaways", {
        now: new Date(),
        publicUrl: "https://spc.example",
        notify: false,
      }),
    ).rejects.toThrow(/open, not closed/);
  });
});
