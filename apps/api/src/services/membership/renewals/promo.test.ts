import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cardRenewals,
  cards,
  paymentCustomers,
  paymentTransactions,
  promoCodeRedemptions,
  promoCodes,
} from "../../../db/schema";
import { daysFromToday, type TestMember } from "../../../testing/members";
import { createRenewingMember } from "../../../testing/renewals";
import { useTestApp } from "../../../testing/use-test-app";
import { type RenewalGateway, runRenewals } from "./run";

/** A gateway that records what it charged; tokens starting with "declined" are declined. */
function recordingGateway() {
  const charges: { orderId: string; amountCents: number }[] = [];
  const gateway: RenewalGateway = {
    name: "local",
    async charge(request) {
      charges.push({ orderId: request.orderId, amountCents: request.amountCents });
      if (request.paymentMethodToken?.startsWith("declined")) {
        return {
          ok: false,
          kind: "processor_declined",
          message: "Do Not Honor",
          transaction: null,
          processorResponseCode: "2000",
          processorResponseText: "Do Not Honor",
        };
      }
      return { ok: true, transaction: { id: `tx-${charges.length}` } };
    },
  };
  return { gateway, charges };
}

describe("renewal promo codes (stored by updateAutoRenew, priced by the renewal job)", () => {
  let sequence = 0;
  const ctx = useTestApp();

  /** An Ontario member whose card renews in 3 days, with a saved payment method. */
  const renewingMember = (token = "tok-ok") =>
    createRenewingMember(ctx.app(), { token, expiryDate: daysFromToday(3), isPrimary: false });

  async function promo(values: Partial<typeof promoCodes.$inferInsert> = {}) {
    sequence += 1;
    const [row] = await ctx
      .database()
      .db.insert(promoCodes)
      .values({
        code: `RENEW${sequence}${Date.now().toString(36).toUpperCase()}`,
        kind: "promo",
        discountType: "percent",
        discountValue: 20,
        ...values,
      })
      .returning();
    return row!;
  }

  function updateAutoRenew(member: TestMember, promoCode: string) {
    return ctx.app().inject({
      method: "PUT",
      url: "/api/users/user/updateAutoRenew",
      headers: member.headers,
      payload: { is_auto_renew: true, promoCode },
    });
  }

  async function storedCode(userId: string) {
    const [row] = await ctx
      .database()
      .db.select({ code: paymentCustomers.renewalPromoCode })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, userId));
    return row?.code ?? null;
  }

  async function ledgerOf(userId: string) {
    return ctx
      .database()
      .db.select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, userId));
  }

  async function codeRow(id: number) {
    const [row] = await ctx.database().db.select().from(promoCodes).where(eq(promoCodes.id, id));
    return row!;
  }

  it("applies the stored code: discount before tax, one redemption used with the charge", async () => {
    const member = await renewingMember();
    const code = await promo({ maxRedemptions: 5 });
    const stored = await updateAutoRenew(member, code.code.toLowerCase());
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ is_auto_renew: true, promoCode: code.code });

    const { gateway, charges } = recordingGateway();
    await runRenewals({ db: ctx.database().db, gateway, country: "ca" });

    // Ontario: 11.99 − 20 % (2.40, half-up) = 9.59, + 13 % HST (1.25, half-up) = 10.84.
    expect(charges).toEqual([expect.objectContaining({ amountCents: 1084 })]);
    const [renewal] = await ctx
      .database()
      .db.select()
      .from(cardRenewals)
      .where(eq(cardRenewals.userId, member.userId));
    expect(renewal).toMatchObject({ status: "succeeded", amountCents: 1084 });
    expect(await ledgerOf(member.userId)).toEqual([
      expect.objectContaining({
        kind: "renewal",
        status: "succeeded",
        amountCents: 1084,
        message: `Membership renewed with promo code ${code.code}`,
      }),
    ]);
    expect((await codeRow(code.id)).redemptionCount).toBe(1);
    const redemptions = await ctx
      .database()
      .db.select()
      .from(promoCodeRedemptions)
      .where(eq(promoCodeRedemptions.promoCodeId, code.id));
    expect(redemptions).toEqual([
      expect.objectContaining({ userId: member.userId, orderId: `renewal-${renewal!.id}-1` }),
    ]);
    // The code was for this renewal: next year's is at full price unless a new one is stored.
    expect(await storedCode(member.userId)).toBeNull();
  });

  it("charges full price and says so when the code ran out before the renewal", async () => {
    const member = await renewingMember();
    const code = await promo({ maxRedemptions: 1 });
    expect((await updateAutoRenew(member, code.code)).statusCode).toBe(200);
    // Someone else takes the last redemption meanwhile.
    await ctx
      .database()
      .db.update(promoCodes)
      .set({ redemptionCount: 1 })
      .where(eq(promoCodes.id, code.id));

    const { gateway, charges } = recordingGateway();
    await runRenewals({ db: ctx.database().db, gateway, country: "ca" });

    // Ontario, no discount: 11.99 + 13 % HST = 13.55.
    expect(charges).toEqual([expect.objectContaining({ amountCents: 1355 })]);
    expect(await ledgerOf(member.userId)).toEqual([
      expect.objectContaining({
        status: "succeeded",
        amountCents: 1355,
        message: `Membership renewed at full price: promo code ${code.code} no longer applies (exhausted)`,
      }),
    ]);
    expect((await codeRow(code.id)).redemptionCount).toBe(1);
    expect(await storedCode(member.userId)).toBeNull();
  });

  it("a declined renewal uses no redemption and keeps the code for the retry", async () => {
    const member = await renewingMember("declined-card");
    const code = await promo({ maxRedemptions: 5 });
    expect((await updateAutoRenew(member, code.code)).statusCode).toBe(200);

    const { gateway, charges } = recordingGateway();
    await runRenewals({ db: ctx.database().db, gateway, country: "ca" });

    expect(charges).toEqual([expect.objectContaining({ amountCents: 1084 })]);
    expect((await codeRow(code.id)).redemptionCount).toBe(0);
    expect(await storedCode(member.userId)).toBe(code.code);
  });

  it("refuses an invalid code at update with the checkout's error, storing nothing", async () => {
    const member = await renewingMember();
    const kept = await promo();
    expect((await updateAutoRenew(member, kept.code)).statusCode).toBe(200);
    await ctx
      .database()
      .db.update(cards)
      .set({ autoRenew: false })
      .where(eq(cards.userId, member.userId));
    const school = await promo({ kind: "school" });
    const ended = await promo({ endsAt: new Date(Date.now() - 86_400_000) });

    for (const [code, reason] of [
      ["NO-SUCH-CODE", "not_found"],
      [school.code, "wrong_kind"],
      [ended.code, "expired"],
    ] as const) {
      const response = await updateAutoRenew(member, code);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatchObject({
        code: "promo_code_not_valid",
        details: { code: code.toUpperCase(), reason },
      });
    }
    // Nothing changed: the earlier code stays, auto-renew was not turned back on.
    expect(await storedCode(member.userId)).toBe(kept.code);
    const [card] = await ctx
      .database()
      .db.select()
      .from(cards)
      .where(eq(cards.userId, member.userId));
    expect(card!.autoRenew).toBe(false);
  });
});
