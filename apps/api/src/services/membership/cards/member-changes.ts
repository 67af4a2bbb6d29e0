// A member's own membership changes: the bank card, the auto-renew toggle, referral years, the campaign card.
import { ACQUISITION_CAMPAIGN_KEY, ERROR_CODES, type SubscriptionProvider } from "@spc/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db, DbTransaction } from "../../../db/client";
import {
  affiliateTokenUses,
  cards,
  membershipRedemptions,
  paymentCustomers,
  paymentIntents,
  profiles,
} from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import type { AffiliateTokenPayload } from "../affiliate/token";
import { validRenewalPromo } from "../renewals/promo";
import { nextPeriodEnd } from "../renewals/run";
import { type Card, issueCard } from "./issue-card";
import { cardsOf, isRowValid } from "./repository";

/** Serialises a member's membership changes (double clicks, two tabs): locks the profile row. */
async function lockMember(tx: DbTransaction, userId: string) {
  const [profile] = await tx
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for("update");
  if (!profile) throw new AppError(ERROR_CODES.notRegistered, "Complete your registration first");
  return profile;
}

/** A valid own-brand card that is not a trial: the one a renewal / reward extends. */
function renewableCards(rows: Card[], now: Date): Card[] {
  return rows.filter((row) => row.cobrand === "spc" && !row.isTrial && isRowValid(row, now));
}

/**
 * POST /v2/associateCard with a verified bank-affiliate token: a one-year card of the bank's
 * cobrand (cibc = SPC+). The token's jti is recorded in the same transaction, so a token gives
 * one card to one account; the member's own replay (double click, retry) and a member who already
 * holds a valid cibc card get `already_associated` (spec §8), another member gets
 * `affiliate_token_used`. A token is only spent when it gives a card.
 */
export async function associateBankCard(
  db: Db,
  userId: string,
  token: Pick<AffiliateTokenPayload, "bank" | "jti" | "exp">,
  now = new Date(),
): Promise<{ upgradeType: "new" | "upgrade"; card: Card }> {
  const alreadyAssociated = () => new AppError(ERROR_CODES.alreadyAssociated, "already associated");
  const tokenUsed = () =>
    new AppError(ERROR_CODES.affiliateTokenUsed, "This bank link was already used");
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [spent] = await tx
      .select({ userId: affiliateTokenUses.userId })
      .from(affiliateTokenUses)
      .where(eq(affiliateTokenUses.jti, token.jti));
    if (spent) throw spent.userId === userId ? alreadyAssociated() : tokenUsed();
    const rows = await cardsOf(tx, userId);
    if (rows.some((row) => row.cobrand === token.bank && isRowValid(row, now))) {
      throw alreadyAssociated();
    }
    const upgradeType = rows.some((row) => isRowValid(row, now)) ? "upgrade" : "new";
    const card = await issueCard(tx, { userId, cobrand: token.bank, source: "affiliate" });
    // Another member's transaction may have spent the same token since the check above: the
    // primary key decides, and throwing rolls the card back.
    const [recorded] = await tx
      .insert(affiliateTokenUses)
      .values({
        jti: token.jti,
        bank: token.bank,
        userId,
        cardId: card.id,
        expiresAt: new Date(token.exp * 1000),
        usedAt: now,
      })
      .onConflictDoNothing({ target: affiliateTokenUses.jti })
      .returning({ jti: affiliateTokenUses.jti });
    if (!recorded) throw tokenUsed();
    return { upgradeType, card };
  });
}

/** GET /user/check_{provider}_subscription. */
export async function providerSubscription(
  db: Db,
  userId: string,
  provider: SubscriptionProvider,
  now = new Date(),
) {
  const rows = renewableCards(await cardsOf(db, userId), now);
  const latest = rows.sort((a, b) => (b.expiryDate ?? "").localeCompare(a.expiryDate ?? ""))[0];
  const isAutoRenew = rows.some((row) => row.autoRenew);
  const base = { provider, is_auto_renew: isAutoRenew, expiry_date: latest?.expiryDate ?? null };
  if (provider === "apple" || provider === "google" || !isAutoRenew) {
    return { ...base, has_subscription: false };
  }
  const [customer] = await db
    .select({ token: paymentCustomers.paymentMethodToken })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  if (!customer?.token) return { ...base, has_subscription: false };
  const [intent] = await db
    .select({ paymentType: paymentIntents.paymentType })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userId, userId), eq(paymentIntents.state, "completed")))
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  const viaPaypal = intent?.paymentType === "paypal";
  return { ...base, has_subscription: provider === "paypal" ? viaPaypal : !viaPaypal };
}

/** PUT /user/updateAutoRenew. */
export async function updateAutoRenew(
  db: Db,
  userId: string,
  on: boolean,
  promoCode: string | null | undefined,
  now = new Date(),
): Promise<{ is_auto_renew: boolean; promoCode: string | null }> {
  // Checkout's code rules before anything changes: a refused code is a 422, nothing stored.
  const code = promoCode ? await validRenewalPromo(db, promoCode, userId) : promoCode;
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const rows = renewableCards(await cardsOf(tx, userId), now);
    const [customer] = await tx
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, userId));
    if (on) {
      if (rows.length === 0) {
        throw new AppError(ERROR_CODES.noRenewableCard, "No card can renew");
      }
      if (!customer?.paymentMethodToken) {
        throw new AppError(
          ERROR_CODES.paymentMethodRequired,
          "Add a payment method to turn auto-renew on",
        );
      }
    }
    const ids = on ? rows.map((row) => row.id) : (await cardsOf(tx, userId)).map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .update(cards)
        .set({ autoRenew: on, updatedAt: now })
        .where(and(eq(cards.userId, userId), inArray(cards.id, ids)));
    }
    await tx
      .update(profiles)
      .set({ isAutoRenew: on, updatedAt: now })
      .where(eq(profiles.userId, userId));
    let stored = customer?.renewalPromoCode ?? null;
    if (customer && code !== undefined) {
      stored = code || null;
      await tx
        .update(paymentCustomers)
        .set({ renewalPromoCode: stored, updatedAt: now })
        .where(eq(paymentCustomers.userId, userId));
    }
    return { is_auto_renew: on, promoCode: stored };
  });
}

/** Extends the member's renewable card by a year, or issues a one-year card. */
async function grantYear(tx: DbTransaction, userId: string, source: "referral", now: Date) {
  const [card] = renewableCards(await cardsOf(tx, userId), now).sort((a, b) =>
    (b.expiryDate ?? "").localeCompare(a.expiryDate ?? ""),
  );
  if (card?.expiryDate) {
    const [updated] = await tx
      .update(cards)
      .set({ expiryDate: nextPeriodEnd(card.expiryDate), updatedAt: now })
      .where(eq(cards.id, card.id))
      .returning();
    return updated!;
  }
  return issueCard(tx, { userId, cobrand: "spc", source });
}

/** GET /redeemReferral: one referral → one free year. */
export async function redeemReferral(db: Db, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const profile = await lockMember(tx, userId);
    if (profile.referralCount <= profile.referralRedemptionCount) {
      throw new AppError(ERROR_CODES.noReferralToRedeem, "No referral to redeem");
    }
    const count = profile.referralRedemptionCount + 1;
    const card = await grantYear(tx, userId, "referral", now);
    await tx
      .update(profiles)
      .set({ referralRedemptionCount: count, updatedAt: now })
      .where(eq(profiles.userId, userId));
    await tx
      .insert(membershipRedemptions)
      .values({ userId, key: `referral:${count}`, cardId: card.id });
    return { success: true, expiry_date: card.expiryDate, referral_redemption_count: count };
  });
}

/** GET /user/may-acquisition: the 'june-acq' campaign; `redeem` gives a 30-day card. */
export async function mayAcquisition(db: Db, userId: string, redeem: boolean, now = new Date()) {
  const key = `campaign:${ACQUISITION_CAMPAIGN_KEY}`;
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [done] = await tx
      .select({ id: membershipRedemptions.id })
      .from(membershipRedemptions)
      .where(and(eq(membershipRedemptions.userId, userId), eq(membershipRedemptions.key, key)));
    const hasValid = (await cardsOf(tx, userId)).some((row) => isRowValid(row, now));
    const eligible = !done && !hasValid;
    if (!redeem) return { campaign: ACQUISITION_CAMPAIGN_KEY, eligible, redeemed: !!done };
    if (!eligible) throw new AppError(ERROR_CODES.notEligible, "Not eligible");
    const card = await issueCard(tx, { userId, cobrand: "spc", source: "campaign" });
    await tx.insert(membershipRedemptions).values({ userId, key, cardId: card.id });
    return { campaign: ACQUISITION_CAMPAIGN_KEY, eligible: false, redeemed: true };
  });
}
