import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { cards, paymentCustomers, paymentTransactions, profiles } from "../../../db/schema";
import { paidCardValidOn } from "../../membership";

export interface SubscriptionState {
  /** Auto-renew is on and a payment method is saved: the member pays yearly. */
  isSubscriber: boolean;
  /** …and holds an active, unexpired, paid (non-trial) card right now. */
  hasActiveSubscription: boolean;
}

export function createStoreAccountRepository(db: Db) {
  return {
    async subscription(userId: string): Promise<SubscriptionState> {
      const [row] = await db
        .select({ isAutoRenew: profiles.isAutoRenew, token: paymentCustomers.paymentMethodToken })
        .from(profiles)
        .leftJoin(paymentCustomers, eq(paymentCustomers.userId, profiles.userId))
        .where(eq(profiles.userId, userId));
      const isSubscriber = Boolean(row?.isAutoRenew && row.token);
      if (!isSubscriber) return { isSubscriber, hasActiveSubscription: false };
      const today = new Date().toISOString().slice(0, 10);
      const [card] = await db
        .select({ id: cards.id })
        .from(cards)
        .where(paidCardValidOn(userId, today))
        .limit(1);
      return { isSubscriber, hasActiveSubscription: Boolean(card) };
    },

    async turnOffAutoRenew(userId: string) {
      await db
        .update(profiles)
        .set({ isAutoRenew: false, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
    },

    /** The member's own transactions, newest first. */
    async transactions(userId: string, limit = 100) {
      return db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, userId))
        .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
        .limit(limit);
    },

    async savePaymentMethod(
      userId: string,
      values: {
        gateway: string;
        customerId: string;
        paymentMethodToken: string;
        cardBrand: string | null;
        cardLast4: string | null;
        renewalPromoCode: string | null;
      },
    ) {
      const set = { ...values, updatedAt: new Date() };
      await db
        .insert(paymentCustomers)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: paymentCustomers.userId, set });
    },

    /** The member's own saved-method record (gateway, token, brand, last 4), if any. */
    async savedPaymentMethod(userId: string) {
      const [row] = await db
        .select()
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId));
      return row ?? null;
    },

    async referral(userId: string) {
      const [row] = await db
        .select({
          referralCode: profiles.referralCode,
          referralCount: profiles.referralCount,
          referralRedemptionCount: profiles.referralRedemptionCount,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row;
    },

    async goldenTicket(userId: string) {
      const [row] = await db
        .select({
          cardNumber: cards.cardNumber,
          expiryDate: cards.expiryDate,
          email: profiles.email,
          firstName: profiles.firstName,
          language: profiles.language,
        })
        .from(cards)
        .innerJoin(profiles, eq(profiles.userId, cards.userId))
        .where(and(eq(cards.userId, userId), eq(cards.isGTicket, true)))
        .orderBy(desc(cards.expiryDate))
        .limit(1);
      return row;
    },
  };
}
