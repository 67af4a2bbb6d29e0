import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardRenewals, cards, paymentCustomers, paymentTransactions } from "../../../db/schema";
import { createMember, daysFromToday } from "../../../testing/members";
import { createRenewingMember, recordingRenewalGateway } from "../../../testing/renewals";
import { useTestApp } from "../../../testing/use-test-app";
import { nextPeriodEnd, retryFailedRenewal, runRenewals } from "./run";

describe("renewal job", () => {
  const ctx = useTestApp();

  const renewingMember = (token: string, expiryDate: string, province = "ON") =>
    createRenewingMember(ctx.app(), { token, expiryDate, province });

  async function cardOf(userId: string) {
    const [card] = await ctx.database().db.select().from(cards).where(eq(cards.userId, userId));
    return card!;
  }

  it("charges each due card exactly once when two runs race, and extends it one year", async () => {
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, i) => renewingMember(`tok-ok-${i}`, daysFromToday(3))),
    );
    const notDue = await renewingMember("tok-later", daysFromToday(40));
    const { gateway, charges } = recordingRenewalGateway();
    const deps = { db: ctx.database().db, gateway, country: "ca" as const };

    const [a, b] = await Promise.all([runRenewals(deps), runRenewals(deps)]);
    expect(a.claimed + b.claimed).toBe(6);
    expect(a.renewed + b.renewed).toBe(6);

    const charged = charges.filter((c) => c.token?.startsWith("tok-ok-"));
    expect(charged).toHaveLength(6);
    expect(new Set(charged.map((c) => c.token)).size).toBe(6);
    // Ontario: 11.99 + 13 % HST = 13.55.
    expect(charged.every((c) => c.amountCents === 1355)).toBe(true);
    expect(charges.some((c) => c.token === "tok-later")).toBe(false);

    for (const member of members) {
      expect((await cardOf(member.userId)).expiryDate).toBe(nextPeriodEnd(daysFromToday(3)));
      const ledger = await ctx
        .database()
        .db.select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, member.userId));
      expect(ledger).toEqual([
        expect.objectContaining({ kind: "renewal", status: "succeeded", amountCents: 1355 }),
      ]);
    }
    expect((await cardOf(notDue.userId)).expiryDate).toBe(daysFromToday(40));

    // A third run finds nothing due any more.
    const third = await runRenewals(deps);
    expect(third.claimed).toBe(0);
    expect(charges.filter((c) => c.token?.startsWith("tok-ok-"))).toHaveLength(6);
  });

  it("a failed renewal produces the payment notice; a retry after a new method clears it", async () => {
    const member = await renewingMember("declined-card", daysFromToday(5), "QC");
    const { gateway, charges } = recordingRenewalGateway(0);
    const deps = { db: ctx.database().db, gateway, country: "ca" as const };
    await runRenewals(deps);
    expect(charges.filter((c) => c.token === "declined-card")).toHaveLength(1);
    // Quebec: 11.99 + 5 % GST (0.60) + 9.975 % QST (1.20) = 13.79.
    expect(charges.find((c) => c.token === "declined-card")!.amountCents).toBe(1379);
    expect((await cardOf(member.userId)).expiryDate).toBe(daysFromToday(5));

    const status = await ctx.app().inject({
      method: "GET",
      url: "/api/users/membership/expiry-status",
      headers: member.headers,
    });
    expect(status.json()).toEqual({
      success: true,
      type: "payment",
      days: 7,
      email: member.email,
      expiry_date: daysFromToday(5),
    });

    // The job does not charge the same period again before its first retry day.
    await runRenewals(deps);
    expect(charges.filter((c) => c.token === "declined-card")).toHaveLength(1);

    await ctx
      .database()
      .db.update(paymentCustomers)
      .set({ paymentMethodToken: "tok-new" })
      .where(eq(paymentCustomers.userId, member.userId));
    const retried = await retryFailedRenewal(deps, member.userId);
    expect(retried.status).toBe("renewed");
    expect((await cardOf(member.userId)).expiryDate).toBe(nextPeriodEnd(daysFromToday(5)));
    const after = await ctx.app().inject({
      method: "GET",
      url: "/api/users/membership/expiry-status",
      headers: member.headers,
    });
    expect(after.json().success).toBe(false);
    const [renewal] = await ctx
      .database()
      .db.select()
      .from(cardRenewals)
      .where(and(eq(cardRenewals.userId, member.userId), eq(cardRenewals.status, "succeeded")));
    expect(renewal!.attempts).toBe(2);
    expect((await retryFailedRenewal(deps, member.userId)).status).toBe("none");
  });

  it("no saved payment method: failed without a charge (payment notice)", async () => {
    const member = await createMember(ctx.app(), {
      cards: [{ expiryDate: daysFromToday(1), isPrimary: true }],
    });
    await ctx
      .database()
      .db.update(cards)
      .set({ autoRenew: true })
      .where(eq(cards.userId, member.userId));
    const { gateway, charges } = recordingRenewalGateway(0);
    await runRenewals({ db: ctx.database().db, gateway, country: "ca" });
    expect(charges).toHaveLength(0);
    const status = await ctx.app().inject({
      method: "GET",
      url: "/api/users/membership/expiry-status",
      headers: member.headers,
    });
    expect(status.json()).toMatchObject({ success: true, type: "payment", days: 2 });
  });

  it("expiry-status: auto-renew off and expiring → auto-renew; all expired → subscription", async () => {
    const soon = await createMember(ctx.app(), { cards: [{ expiryDate: daysFromToday(10) }] });
    const expired = await createMember(ctx.app(), { cards: [{ expiryDate: daysFromToday(-3) }] });
    const fine = await createMember(ctx.app(), { cards: [{ expiryDate: daysFromToday(200) }] });
    const get = (headers: { authorization: string }) =>
      ctx.app().inject({ method: "GET", url: "/api/users/membership/expiry-status", headers });
    expect((await get(soon.headers)).json()).toMatchObject({
      success: true,
      type: "auto-renew",
      days: 14,
    });
    expect((await get(expired.headers)).json()).toMatchObject({
      success: true,
      type: "subscription",
      days: 0,
    });
    expect((await get(fine.headers)).json().success).toBe(false);
  });
});
