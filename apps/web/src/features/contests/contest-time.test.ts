import { describe, expect, it } from "vitest";
import { addDays, calendarDays, countdownTo, stateAt, torontoDate } from "./contest-time";

const prizes = Array.from({ length: 12 }, (_, index) => ({
  day: index + 1,
  name_en: `Day ${index + 1}`,
  name_fr: `Jour ${index + 1}`,
}));

describe("torontoDate", () => {
  it("reads the calendar day in Toronto, not in UTC", () => {
    // 02:30 UTC on 1 December is still 30 November in Toronto (UTC−5).
    expect(torontoDate("2026-12-01T02:30:00Z")).toBe("2026-11-30");
    expect(torontoDate("2026-12-01T05:30:00Z")).toBe("2026-12-01");
  });

  it("adds calendar days across a month end", () => {
    expect(addDays("2026-11-30", 2)).toBe("2026-12-02");
  });
});

describe("calendarDays", () => {
  const contest = { opens_at: "2026-12-01T05:00:00Z", state: "open" as const, prizes };

  it("opens day n on the n-th Toronto day: earlier days passed, later ones locked with their date", () => {
    const days = calendarDays(contest, new Date("2026-12-03T15:00:00Z"));
    expect(days.map((day) => day.state).slice(0, 4)).toEqual([
      "passed",
      "passed",
      "today",
      "locked",
    ]);
    expect(days[11]).toMatchObject({ day: 12, date: "2026-12-12", state: "locked" });
  });

  it("uses Toronto's evening, not UTC's next morning", () => {
    // 03:00 UTC on 4 December is the evening of 3 December in Toronto: day 3 is still today.
    const days = calendarDays(contest, new Date("2026-12-04T03:00:00Z"));
    expect(days[2]?.state).toBe("today");
  });

  it("shows every day as passed once the contest is closed, and leaves out prizes without a day", () => {
    const days = calendarDays(
      {
        ...contest,
        state: "closed",
        prizes: [...prizes, { day: null, name_en: "x", name_fr: "x" }],
      },
      new Date("2026-12-05T15:00:00Z"),
    );
    expect(days).toHaveLength(12);
    expect(days.every((day) => day.state === "passed")).toBe(true);
  });
});

describe("countdownTo", () => {
  const now = new Date("2026-12-01T12:00:00Z");

  it("counts days, hours and minutes, rounding the minutes up", () => {
    expect(countdownTo("2026-12-03T15:30:20Z", now)).toEqual({ days: 2, hours: 3, minutes: 31 });
    expect(countdownTo("2026-12-01T12:00:01Z", now)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });

  it("is over when the instant has come", () => {
    expect(countdownTo("2026-12-01T12:00:00Z", now)).toBeNull();
  });
});

describe("stateAt", () => {
  const contest = { opens_at: "2026-12-01T05:00:00Z", closes_at: "2026-12-13T05:00:00Z" };
  it("is upcoming before opening, open until the close instant, then closed", () => {
    expect(stateAt(contest, new Date("2026-12-01T04:59:59Z"))).toBe("upcoming");
    expect(stateAt(contest, new Date("2026-12-01T05:00:00Z"))).toBe("open");
    expect(stateAt(contest, new Date("2026-12-13T05:00:00Z"))).toBe("closed");
  });
});
