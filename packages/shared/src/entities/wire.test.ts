import { describe, expect, it } from "vitest";
import { calendarDateOf, parseCalendarDate } from "./calendar-date";
import { calendarDateSchema, timestampSchema } from "./wire";

describe("wire date conventions", () => {
  it("accepts a real YYYY-MM-DD calendar date", () => {
    expect(calendarDateSchema.safeParse("2024-02-29").success).toBe(true);
  });

  it("refuses an impossible calendar date", () => {
    expect(calendarDateSchema.safeParse("2025-02-29").success).toBe(false);
    expect(calendarDateSchema.safeParse("2025-13-01").success).toBe(false);
  });

  it("refuses a date-time where a calendar date is expected", () => {
    expect(calendarDateSchema.safeParse("2025-01-01T00:00:00Z").success).toBe(false);
  });

  it("accepts instants in UTC or with an explicit offset", () => {
    expect(timestampSchema.safeParse("2025-01-01T00:00:00Z").success).toBe(true);
    expect(timestampSchema.safeParse("2025-01-01T00:00:00.123-05:00").success).toBe(true);
  });

  it("refuses an instant without offset, which would be ambiguous", () => {
    expect(timestampSchema.safeParse("2025-01-01T00:00:00").success).toBe(false);
  });

  it("gives the local calendar day of an instant, zero-padded", () => {
    expect(calendarDateOf(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
  });

  it("splits a calendar date into numbers", () => {
    expect(parseCalendarDate("2008-02-29")).toEqual({ year: 2008, month: 2, day: 29 });
  });

  it("gives null for a string that is not a calendar date", () => {
    expect(parseCalendarDate("29/02/2008")).toBeNull();
    expect(parseCalendarDate("")).toBeNull();
  });

  it("parses exactly the dates the calendar-date schema accepts", () => {
    const values = [
      "2000-02-29",
      "2001-02-29",
      "1900-02-29",
      "2400-02-29",
      "0000-02-29",
      "0000-01-01",
      "0099-12-31",
      "2010-04-31",
      "2010-13-01",
      "2010-00-10",
      "2010-01-00",
      "2010-1-01",
      "20100101",
      " 2010-01-01",
      "2025-01-01T00:00:00Z",
      "",
    ];
    for (const value of values) {
      expect(parseCalendarDate(value) !== null, value).toBe(
        calendarDateSchema.safeParse(value).success,
      );
    }
  });
});
