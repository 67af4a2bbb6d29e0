import { describe, expect, it } from "vitest";
import { appNotificationSchema } from "./notification";

describe("app notification", () => {
  it("parses a notification that lasts until dismissed", () => {
    const n = { id: "policy", content: "notifications.policy_update", expiry: null };
    expect(appNotificationSchema.parse(n)).toEqual(n);
  });

  it("drops a callback while parsing, since functions never travel", () => {
    const parsed = appNotificationSchema.parse({
      id: "x",
      content: "y",
      expiry: "2025-01-01T00:00:00Z",
      callback: () => undefined,
    });
    expect("callback" in parsed).toBe(false);
  });
});
