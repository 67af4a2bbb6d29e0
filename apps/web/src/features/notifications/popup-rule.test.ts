import type { Notification } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { popupToShow } from "./popup-rule";

const now = new Date("2026-11-27T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function notice(id: number, message_key: string, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: message_key === "contest_won" ? "contest_result" : "membership",
    message_key,
    params: {},
    link: null,
    created_at: daysAgo(1),
    read_at: null,
    expires_at: null,
    ...extra,
  };
}

describe("the popup message's choice (decision 0054)", () => {
  it("chooses the newest unread notification of a popup key", () => {
    const items = [
      notice(3, "renewal_succeeded", { created_at: daysAgo(0) }),
      notice(2, "renewal_payment_failed", { created_at: daysAgo(2) }),
      notice(1, "contest_won", { created_at: daysAgo(1) }),
    ];
    expect(popupToShow(items, now)?.id).toBe(1);
    expect(popupToShow([items[1]!], now)?.message_key).toBe("renewal_payment_failed");
  });

  it("never a read one, an expired one or one older than 30 days", () => {
    expect(popupToShow([notice(1, "contest_won", { read_at: daysAgo(0) })], now)).toBeNull();
    expect(popupToShow([notice(1, "contest_won", { expires_at: daysAgo(0.5) })], now)).toBeNull();
    expect(popupToShow([notice(1, "contest_won", { created_at: daysAgo(31) })], now)).toBeNull();
    expect(
      popupToShow(
        [notice(1, "contest_won", { expires_at: daysAgo(-10), created_at: daysAgo(29) })],
        now,
      )?.id,
    ).toBe(1);
  });

  it("never the policy update (it has its own dialog) nor routine or unknown notices", () => {
    const items = [
      notice(4, "policy_updated", { kind: "policy_update", created_at: daysAgo(0) }),
      notice(3, "renewal_succeeded"),
      notice(2, "renewal_auto_renew_off"),
      notice(1, "something_newer_servers_say"),
    ];
    expect(popupToShow(items, now)).toBeNull();
  });

  it("none: nothing", () => {
    expect(popupToShow([], now)).toBeNull();
  });
});
