import { describe, expect, it } from "vitest";
import type { ExpiryNotice } from "../entities/expiry-notice";
import {
  endOfDay,
  expiringModalAction,
  expiringModalCookieExpiry,
  expiryBanner,
  shouldOpenExpiringModal,
} from "./expiry";

const payment = (days: number): ExpiryNotice => ({ success: true, type: "payment", days });

describe("expiryBanner", () => {
  it("shows payment expiring at 7 days, going to /billing", () => {
    expect(expiryBanner(payment(7))).toEqual({
      variant: "payment_expiring",
      days: 7,
      target: "/billing",
    });
  });

  it("shows payment expired at 0 days", () => {
    expect(expiryBanner(payment(0))?.variant).toBe("payment_expired");
  });

  it("groups 30 and 60 days, and 14 and 2 days", () => {
    expect(expiryBanner(payment(30))?.variant).toBe("payment_expiring_months");
    expect(expiryBanner(payment(60))?.variant).toBe("payment_expiring_months");
    expect(expiryBanner(payment(14))?.variant).toBe("payment_expiring_days");
    expect(expiryBanner(payment(2))?.variant).toBe("payment_expiring_days");
  });

  it("shows no payment banner for other day counts", () => {
    expect(expiryBanner(payment(1))).toBeNull();
    expect(expiryBanner(payment(8))).toBeNull();
  });

  it("shows auto-renew expiring soon whatever the days, going to /billing", () => {
    expect(expiryBanner({ success: true, type: "auto-renew", days: 5 })).toEqual({
      variant: "auto_renew_expiring",
      days: 5,
      target: "/billing",
    });
  });

  it("sends an expired subscription to account-creation signup", () => {
    expect(expiryBanner({ success: true, type: "subscription", days: 0 })?.target).toBe(
      "/signup/account-creation",
    );
  });

  it("shows nothing when the check failed or is missing", () => {
    expect(expiryBanner({ success: false, type: "payment", days: 7 })).toBeNull();
    expect(expiryBanner(null)).toBeNull();
  });
});

describe("shouldOpenExpiringModal", () => {
  const base = {
    isValidMember: true,
    loggedInEmail: "Sam@Example.ca",
    noticeEmail: "sam@example.ca",
    notice: payment(14),
  };

  it("opens for a valid member at 14 days with a matching e-mail in another case", () => {
    expect(shouldOpenExpiringModal(base)).toBe(true);
  });

  it("opens at 2 days and for any subscription notice", () => {
    expect(shouldOpenExpiringModal({ ...base, notice: payment(2) })).toBe(true);
    const sub: ExpiryNotice = { success: true, type: "subscription", days: 30 };
    expect(shouldOpenExpiringModal({ ...base, notice: sub })).toBe(true);
  });

  it("stays closed at 7 days, which only gets a banner", () => {
    expect(shouldOpenExpiringModal({ ...base, notice: payment(7) })).toBe(false);
  });

  it("stays closed for someone who is not a valid member", () => {
    expect(shouldOpenExpiringModal({ ...base, isValidMember: false })).toBe(false);
  });

  it("stays closed when the e-mails differ or one is missing", () => {
    expect(shouldOpenExpiringModal({ ...base, noticeEmail: "other@example.ca" })).toBe(false);
    expect(shouldOpenExpiringModal({ ...base, noticeEmail: null })).toBe(false);
    expect(shouldOpenExpiringModal({ ...base, loggedInEmail: "" })).toBe(false);
  });

  it("stays closed when the expiry check failed", () => {
    expect(shouldOpenExpiringModal({ ...base, notice: { ...payment(2), success: false } })).toBe(
      false,
    );
  });
});

describe("expiring modal actions", () => {
  it("maps each type to its button and target", () => {
    expect(expiringModalAction("auto-renew")).toEqual({
      type: "auto-renew",
      action: "start_subscription",
      target: "/billing",
    });
    expect(expiringModalAction("payment").action).toBe("update_payment");
    expect(expiringModalAction("subscription").target).toBe("/signup/account-creation");
  });
});

describe("modal cookie expiry", () => {
  it("lasts until the end of the local day", () => {
    const now = new Date(2025, 5, 15, 9, 30);
    expect(expiringModalCookieExpiry(now)).toEqual(new Date(2025, 5, 15, 23, 59, 59, 999));
  });

  it("still ends today when set a millisecond before midnight", () => {
    const now = new Date(2025, 5, 15, 23, 59, 59, 998);
    expect(endOfDay(now).getDate()).toBe(15);
  });

  it("lasts a year when the member asked not to be reminded", () => {
    const now = new Date("2025-06-15T12:00:00Z");
    expect(expiringModalCookieExpiry(now, true).getTime() - now.getTime()).toBe(
      365 * 24 * 60 * 60 * 1000,
    );
  });

  it("does not change the given date", () => {
    const now = new Date(2025, 5, 15, 9, 30);
    endOfDay(now);
    expect(now.getHours()).toBe(9);
  });
});
