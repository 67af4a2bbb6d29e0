import { describe, expect, it } from "vitest";
import { notificationMessage, notificationTime } from "./notification-view";

describe("notificationMessage", () => {
  it("names the catalogue message of a known key", () => {
    expect(notificationMessage({ message_key: "policy_updated", params: {} }, "en")).toEqual({
      id: "notifications.message.policy_updated",
      values: {},
    });
  });

  it("picks the viewer's language of a param pair and writes a date as the locale does", () => {
    const contest = {
      message_key: "contest_won",
      params: { title_en: "Back to school", title_fr: "La rentrée" },
    };
    expect(notificationMessage(contest, "fr").values).toEqual({ title: "La rentrée" });
    expect(notificationMessage(contest, "en").values).toEqual({ title: "Back to school" });
    const renewed = { message_key: "renewal_succeeded", params: { date: "2027-03-03" } };
    expect(notificationMessage(renewed, "en").values.date).toBe("March 3, 2027");
    expect(notificationMessage(renewed, "fr").values.date).toBe("3 mars 2027");
  });

  it("gives an unknown key (a newer server) the generic text", () => {
    expect(notificationMessage({ message_key: "from_the_future", params: {} }, "fr").id).toBe(
      "notifications.message.unknown",
    );
  });
});

describe("notificationTime", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it("is relative within a week, in the viewer's locale", () => {
    expect(notificationTime(ago(10_000), now, "en-CA")).toBe("now");
    expect(notificationTime(ago(10_000), now, "fr-CA")).toBe("maintenant");
    expect(notificationTime(ago(5 * 60_000), now, "en-CA")).toBe("5 minutes ago");
    expect(notificationTime(ago(2 * 3_600_000), now, "fr-CA")).toBe("il y a 2 heures");
    expect(notificationTime(ago(86_400_000), now, "en-CA")).toBe("yesterday");
  });

  it("is a date after a week", () => {
    expect(notificationTime("2026-11-01T12:00:00Z", now, "en-CA")).toMatch(/Nov\.? 1, 2026/);
    expect(notificationTime("2026-11-01T12:00:00Z", now, "fr-CA")).toMatch(/1 nov\.? 2026/);
  });
});
