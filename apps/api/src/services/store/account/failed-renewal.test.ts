import { randomUUID } from "node:crypto";
import { failedPaymentVerificationResponseSchema } from "@spc/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cardRenewals,
  cards,
  localGatewayPaymentMethods,
  outbox,
  paymentCustomers,
  paymentTransactions,
  profiles,
} from "../../../db/schema";
import { createMember, daysFromToday, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { nextPeriodEnd, renewalDepsOf, runRenewals } from "../../membership";

const DECLINED = "fake-processor-declined-visa-nonce";
const VALID = "fake-valid-nonce";

// A member whose renewal charge was declined fixes it two ways: POST
// /user/failed_payment_verification (retry now) or a new payment method, which retries at once.
describe("a failed renewal: retried on request and when the payment method changes", () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "10000" } });

  /** Saves a payment method at the local gateway that charges like `nonce`. */
  async function saveMethod(userId: string, nonce: string) {
    const token = `local_pm_${randomUUID()}`;
    await ctx
      .database()
      .db.insert(localGatewayPaymentMethods)
      .values({ token, customerId: `spc_${userId}`, nonce, cardBrand: "Visa", cardLast4: "1881" });
    const saved = { gateway: "local", customerId: `spc_${userId}`, paymentMethodToken: token };
    await ctx
      .database()
      .db.insert(paymentCustomers)
      .values({ userId, ...saved })
      .onConflictDoUpdate({ target: paymentCustomers.userId, set: saved });
  }

  /** A member whose auto-renewing card ends in 2 days and whose saved card is declined, after
   * the renewal job ran once: the renewal is `failed`, the card not extended. */
  async function memberWithFailedRenewal(): Promise<TestMember & { expiry: string }> {
    const expiry = daysFromToday(2);
    const member = await createMember(ctx.app(), {
      cards: [{ expiryDate: expiry, isPrimary: true }],
    });
    await ctx
      .database()
      .db.update(cards)
      .set({ autoRenew: true, source: "purchase", isOnlinePurchased: true })
      .where(eq(cards.userId, member.userId));
    await ctx
      .database()
      .db.update(profiles)
      .set({ province: "ON", isAutoRenew: true })
      .where(eq(profiles.userId, member.userId));
    await saveMethod(member.userId, DECLINED);
    await runRenewals(renewalDepsOf(ctx.app(), ctx.app().payments.gateway));
    expect((await renewalOf(member.userId)).status).toBe("failed");
    return { ...member, expiry };
  }

  async function renewalOf(userId: string) {
    const [row] = await ctx
      .database()
      .db.select()
      .from(cardRenewals)
      .where(eq(cardRenewals.userId, userId));
    return row!;
  }

  async function expiryOf(userId: string) {
    const [card] = await ctx.database().db.select().from(cards).where(eq(cards.userId, userId));
    return card!.expiryDate;
  }

  const renewalCharges = (userId: string) =>
    ctx
      .database()
      .db.select({
        status: paymentTransactions.status,
        amountCents: paymentTransactions.amountCents,
      })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.kind, "renewal")));

  function verify(who?: TestMember) {
    return ctx.app().inject({
      method: "POST",
      url: "/api/users/user/failed_payment_verification",
      ...(who ? { headers: who.headers } : {}),
    });
  }

  function updatePaymentMethod(who: TestMember, nonce: string) {
    return ctx.app().inject({
      method: "PUT",
      url: "/api/store/updatePaymentMethod",
      headers: who.headers,
      payload: { nonce },
    });
  }

  describe("POST /user/failed_payment_verification", () => {
    it("answers none when nothing is outstanding, and 401 to a visitor", async () => {
      const member = await createMember(ctx.app(), { cards: [{}] });
      const response = await verify(member);
      expect(response.statusCode).toBe(200);
      expect(failedPaymentVerificationResponseSchema.parse(response.json())).toEqual({
        success: false,
        status: "none",
        expiry_date: null,
      });
      expect((await verify()).statusCode).toBe(401);
    });

    it("answers failed when the saved card is declined again: card unchanged, notice kept", async () => {
      const member = await memberWithFailedRenewal();
      const response = await verify(member);
      expect(response.json()).toEqual({
        success: false,
        status: "failed",
        expiry_date: member.expiry,
      });
      expect(await expiryOf(member.userId)).toBe(member.expiry);
      expect(await renewalOf(member.userId)).toMatchObject({ status: "failed", attempts: 2 });
      expect((await renewalCharges(member.userId)).map((row) => row.status)).toEqual([
        "declined",
        "declined",
      ]);
      const notice = await ctx.app().inject({
        url: "/api/users/membership/expiry-status",
        headers: member.headers,
      });
      expect(notice.json()).toMatchObject({ success: true, type: "payment" });
      const mails = await ctx
        .database()
        .db.select({ kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.toAddress, member.email));
      // Told once, by the first failure, as with scheduled retries.
      expect(mails.map((mail) => mail.kind)).toEqual(["renewal_payment_failed"]);
    });

    it("answers renewed once the saved card works: a year added, charged once, then none", async () => {
      const member = await memberWithFailedRenewal();
      await saveMethod(member.userId, VALID);
      const renewed = nextPeriodEnd(member.expiry);
      expect((await verify(member)).json()).toEqual({
        success: true,
        status: "renewed",
        expiry_date: renewed,
      });
      expect(await expiryOf(member.userId)).toBe(renewed);
      expect(await renewalOf(member.userId)).toMatchObject({ status: "succeeded" });
      expect((await verify(member)).json()).toMatchObject({ status: "none" });
      // Same e-mails as the job: the receipt.
      const mails = await ctx
        .database()
        .db.select({ kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.toAddress, member.email));
      expect(mails.map((mail) => mail.kind)).toContain("renewal_succeeded");
      const charges = await renewalCharges(member.userId);
      expect(charges.filter((row) => row.status === "succeeded")).toHaveLength(1);
    });

    it("never retries another member's renewal", async () => {
      const owner = await memberWithFailedRenewal();
      const other = await createMember(ctx.app(), { cards: [{}] });
      expect((await verify(other)).json()).toMatchObject({ status: "none" });
      expect(await renewalOf(owner.userId)).toMatchObject({ status: "failed", attempts: 1 });
    });
  });

  describe("PUT /updatePaymentMethod", () => {
    it("charges the failed renewal right away with the new method: card extended, receipt sent", async () => {
      const member = await memberWithFailedRenewal();
      const response = await updatePaymentMethod(member, VALID);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ success: true, renewal_status: "renewed" });
      expect(await expiryOf(member.userId)).toBe(nextPeriodEnd(member.expiry));
      expect(await renewalOf(member.userId)).toMatchObject({ status: "succeeded", attempts: 2 });
      const mails = await ctx
        .database()
        .db.select({ kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.toAddress, member.email));
      expect(mails.map((mail) => mail.kind)).toContain("renewal_succeeded");
      // Saving yet another card later charges nothing more.
      const again = await updatePaymentMethod(member, VALID);
      expect(again.json()).toMatchObject({ renewal_status: "none" });
      const charges = await renewalCharges(member.userId);
      expect(charges.filter((row) => row.status === "succeeded")).toHaveLength(1);
    });

    it("does not charge a member who turned auto-renew off", async () => {
      const member = await memberWithFailedRenewal();
      const off = await ctx.app().inject({
        method: "PUT",
        url: "/api/users/user/updateAutoRenew",
        headers: member.headers,
        payload: { is_auto_renew: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      const response = await updatePaymentMethod(member, VALID);
      expect(response.json()).toMatchObject({ success: true, renewal_status: "none" });
      expect(await expiryOf(member.userId)).toBe(member.expiry);
      expect(await renewalOf(member.userId)).toMatchObject({ status: "failed", attempts: 1 });
    });

    it("a declined new method is refused (402) and retries nothing", async () => {
      const member = await memberWithFailedRenewal();
      const response = await updatePaymentMethod(member, DECLINED);
      expect(response.statusCode).toBe(402);
      expect(await renewalOf(member.userId)).toMatchObject({ status: "failed", attempts: 1 });
    });

    it("a member with nothing outstanding just saves the method (renewal_status none)", async () => {
      const member = await createMember(ctx.app(), { cards: [{}] });
      const response = await updatePaymentMethod(member, VALID);
      expect(response.json()).toMatchObject({ success: true, renewal_status: "none" });
      expect(await renewalCharges(member.userId)).toHaveLength(0);
    });
  });
});
