import { EXPIRING_MODAL_COOKIE_LONG_MAX_AGE_MS, EXPIRING_MODAL_DAYS } from "../constants";
import type { ExpiryNotice, ExpiryNoticeType } from "../entities/expiry-notice";

/** Where an expiry banner or modal sends the member. */
export type ExpiryTarget = "/billing" | "/signup/account-creation";

/**
 * Banner variants (spec §4). Payment days 7 → expiring, 0 → expired, 30/60 → expiring in a month
 * or two, 14/2 → expiring in two weeks or two days; the web words each with `{days}`.
 */
export type ExpiryBannerVariant =
  | "auto_renew_expiring"
  | "payment_expiring"
  | "payment_expired"
  | "payment_expiring_months"
  | "payment_expiring_days"
  | "subscription_expired";

/** The banner to show: its variant, the days to put in the text, and the click target. */
export interface ExpiryBanner {
  readonly variant: ExpiryBannerVariant;
  readonly days: number;
  readonly target: ExpiryTarget;
}

const PAYMENT_VARIANTS: Readonly<Record<number, ExpiryBannerVariant>> = {
  7: "payment_expiring",
  0: "payment_expired",
  30: "payment_expiring_months",
  60: "payment_expiring_months",
  14: "payment_expiring_days",
  2: "payment_expiring_days",
};

/** The expiry banner for a notice; null (no banner) on failure or an unknown payment day count. */
export function expiryBanner(notice: ExpiryNotice | null | undefined): ExpiryBanner | null {
  if (!notice?.success) return null;
  const { type, days } = notice;
  if (type === "auto-renew") return { variant: "auto_renew_expiring", days, target: "/billing" };
  if (type === "subscription") {
    return { variant: "subscription_expired", days, target: "/signup/account-creation" };
  }
  const variant = PAYMENT_VARIANTS[days];
  return variant ? { variant, days, target: "/billing" } : null;
}

/**
 * The membership-expiring modal opens only for a valid member whose logged-in e-mail matches the
 * notice's (case-insensitively), and only for a subscription notice or at 2 or 14 days.
 */
export function shouldOpenExpiringModal(input: {
  isValidMember: boolean;
  loggedInEmail: string | null | undefined;
  noticeEmail: string | null | undefined;
  notice: ExpiryNotice | null | undefined;
}): boolean {
  const { notice, loggedInEmail, noticeEmail } = input;
  if (!input.isValidMember || !notice?.success || !loggedInEmail || !noticeEmail) return false;
  if (loggedInEmail.trim().toLowerCase() !== noticeEmail.trim().toLowerCase()) return false;
  return (
    notice.type === "subscription" ||
    (EXPIRING_MODAL_DAYS as readonly number[]).includes(notice.days)
  );
}

/** What the modal's button does per notice type. */
export interface ExpiringModalAction {
  readonly type: ExpiryNoticeType;
  readonly action: "start_subscription" | "update_payment" | "resubscribe";
  readonly target: ExpiryTarget;
}

/** Button of the membership-expiring modal for each of its three types. */
export function expiringModalAction(type: ExpiryNoticeType): ExpiringModalAction {
  if (type === "auto-renew") return { type, action: "start_subscription", target: "/billing" };
  if (type === "payment") return { type, action: "update_payment", target: "/billing" };
  return { type, action: "resubscribe", target: "/signup/account-creation" };
}

/** The last millisecond of `now`'s local day. */
export function endOfDay(now: Date): Date {
  const end = new Date(now.getTime());
  end.setHours(23, 59, 59, 999);
  return end;
}

/**
 * When the modal's "seen" cookie expires: at the end of today (so it may show again tomorrow),
 * or one year from now when the member asked not to be reminded (`longTerm`).
 */
export function expiringModalCookieExpiry(now: Date, longTerm = false): Date {
  return longTerm ? new Date(now.getTime() + EXPIRING_MODAL_COOKIE_LONG_MAX_AGE_MS) : endOfDay(now);
}
