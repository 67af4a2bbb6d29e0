import { afterEach, describe, expect, it } from "vitest";
import {
  EXPIRING_MODAL_COOKIE,
  expiringModalSeen,
  markExpiringModalSeen,
} from "./components/expiry-banner";

describe("the membership-expiring modal cookie", () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the cookie under test.
    document.cookie = `${EXPIRING_MODAL_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it("is unset at first, then set until the end of the day", () => {
    expect(expiringModalSeen()).toBe(false);
    markExpiringModalSeen(new Date());
    expect(expiringModalSeen()).toBe(true);
  });

  it("reads only its own cookie", () => {
    expect(expiringModalSeen("other=1; spc_expiring_modal_seen_x=1")).toBe(false);
    expect(expiringModalSeen("other=1; spc_expiring_modal_seen=1")).toBe(true);
  });
});
