import type { Db } from "../client";
import { campusEvents, promoCodes } from "../schema";
import type { SeedClock } from "./clock";

type CodeRow = typeof promoCodes.$inferInsert;

/**
 * Demo checkout codes (docs/decisions/0010): every kind, both discount types and each limit,
 * so the purchase flow can be tried by hand and tests can rely on them.
 *
 * | code          | kind     | discount | limits                                   |
 * | STUDENT10     | promo    | 10 %     | once per member                          |
 * | WELCOME5      | promo    | $5.00    | once per member                          |
 * | BACK2SCHOOL20 | promo    | 20 %     | campaign ending in 30 days (top banner)  |
 * | SPRING25      | promo    | 25 %     | expired 30 days ago                      |
 * | EARLYBIRD15   | promo    | 15 %     | starts in 30 days                        |
 * | LIMITED3      | promo    | 50 %     | 3 redemptions in total                   |
 * | RENEW15       | promo    | 15 %     | once per member; the activation incentive's renewal coupon (decision 0052) |
 * | UOFT15        | school   | 15 %     | University of Toronto                    |
 * | UDEM15        | school   | 15 %     | Université de Montréal                   |
 * | FRIEND2       | referral | $2.00    | campaign referral code                   |
 * | VIPACCESS     | access   | 100 %    | 50 redemptions (VIP service codes)       |
 */
export function checkoutCodeRows(clock: SeedClock): CodeRow[] {
  return [
    { code: "STUDENT10", kind: "promo", discountType: "percent", discountValue: 10 },
    { code: "WELCOME5", kind: "promo", discountType: "fixed", discountValue: 500 },
    {
      code: "BACK2SCHOOL20",
      kind: "promo",
      discountType: "percent",
      discountValue: 20,
      description: "Back to school: 20% off the yearly membership",
      startsAt: clock.daysFromToday(-7),
      endsAt: clock.daysFromToday(30),
    },
    {
      code: "SPRING25",
      kind: "promo",
      discountType: "percent",
      discountValue: 25,
      startsAt: clock.daysFromToday(-120),
      endsAt: clock.daysFromToday(-30),
    },
    {
      code: "EARLYBIRD15",
      kind: "promo",
      discountType: "percent",
      discountValue: 15,
      startsAt: clock.daysFromToday(30),
    },
    {
      code: "LIMITED3",
      kind: "promo",
      discountType: "percent",
      discountValue: 50,
      maxRedemptions: 3,
    },
    {
      code: "RENEW15",
      kind: "promo",
      discountType: "percent",
      discountValue: 15,
      description: "Activation incentive: 15% off the renewal with auto-renew on",
    },
    {
      code: "UOFT15",
      kind: "school",
      discountType: "percent",
      discountValue: 15,
      schoolName: "University of Toronto",
    },
    {
      code: "UDEM15",
      kind: "school",
      discountType: "percent",
      discountValue: 15,
      schoolName: "Université de Montréal",
    },
    { code: "FRIEND2", kind: "referral", discountType: "fixed", discountValue: 200 },
    {
      code: "VIPACCESS",
      kind: "access",
      discountType: "percent",
      discountValue: 100,
      maxRedemptions: 50,
      description: "VIP membership",
    },
  ];
}

/** Adds the demo codes and the back-to-school event; existing rows are left as they are. */
export async function seedCheckoutCodes(db: Db, clock: SeedClock) {
  await db.insert(promoCodes).values(checkoutCodeRows(clock)).onConflictDoNothing();
  await db
    .insert(campusEvents)
    .values({
      eventId: "bts-2026",
      campusId: "uoft",
      name: "Back to school 2026 — University of Toronto",
      schoolCode: "UOFT15",
      startsAt: clock.daysFromToday(-7),
      endsAt: clock.daysFromToday(60),
    })
    .onConflictDoNothing();
}
