import { describe, expect, it } from "vitest";
import { ADULT_AGE, MINIMUM_AGE } from "../constants";
import { ageOn, isOldEnough, validateBirthDate } from "./age";

// Local-time constructors keep these tests independent of the machine's time zone.
const day = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe("ageOn", () => {
  it("is one year short the day before the birthday", () => {
    expect(ageOn("2009-06-15", day(2025, 6, 14))).toBe(15);
  });

  it("counts the new year on the birthday itself", () => {
    expect(ageOn("2009-06-15", day(2025, 6, 15, 0))).toBe(16);
  });

  it("uses the calendar day, not the hour, of now", () => {
    expect(ageOn("2007-06-15", day(2025, 6, 14, 23))).toBe(17);
    expect(ageOn("2007-06-15", day(2025, 6, 15, 0))).toBe(18);
  });

  it("reaches a leap-day birthday on 1 March in a common year", () => {
    expect(ageOn("2008-02-29", day(2025, 2, 28))).toBe(16);
    expect(ageOn("2008-02-29", day(2025, 3, 1))).toBe(17);
  });

  it("reaches a leap-day birthday on 29 February in a leap year", () => {
    expect(ageOn("2008-02-29", day(2024, 2, 28))).toBe(15);
    expect(ageOn("2008-02-29", day(2024, 2, 29))).toBe(16);
  });

  it("is zero on the day of birth", () => {
    expect(ageOn("2025-06-15", day(2025, 6, 15))).toBe(0);
  });

  it("gives null for a future or malformed date", () => {
    expect(ageOn("2025-06-16", day(2025, 6, 15))).toBeNull();
    expect(ageOn("2025-02-30", day(2025, 6, 15))).toBeNull();
    expect(ageOn("15/06/2009", day(2025, 6, 15))).toBeNull();
  });
});

describe("isOldEnough", () => {
  it("defaults to 18: refused the day before the 18th birthday, accepted on it", () => {
    expect(ADULT_AGE).toBe(18);
    expect(isOldEnough("2007-06-15", day(2025, 6, 14))).toBe(false);
    expect(isOldEnough("2007-06-15", day(2025, 6, 15))).toBe(true);
  });

  it("applies the 16 limit the day before and on the 16th birthday", () => {
    expect(MINIMUM_AGE).toBe(16);
    expect(isOldEnough("2009-06-15", day(2025, 6, 14), MINIMUM_AGE)).toBe(false);
    expect(isOldEnough("2009-06-15", day(2025, 6, 15), MINIMUM_AGE)).toBe(true);
  });

  it("refuses an unreadable birth date", () => {
    expect(isOldEnough("", day(2025, 6, 15), 0)).toBe(false);
  });
});

describe("validateBirthDate", () => {
  const now = day(2025, 6, 15);

  it("asks for a birth date when empty", () => {
    expect(validateBirthDate(" ", now)?.message).toBe("validation.birth_date.required");
  });

  it("reports an impossible, future or implausibly old date as invalid", () => {
    expect(validateBirthDate("2007-02-30", now)?.message).toBe("validation.birth_date.invalid");
    expect(validateBirthDate("2030-01-01", now)?.message).toBe("validation.birth_date.invalid");
    expect(validateBirthDate("1890-01-01", now)?.message).toBe("validation.birth_date.invalid");
  });

  it("reports too young with the minimum as a value", () => {
    expect(validateBirthDate("2009-06-16", now, MINIMUM_AGE)).toEqual({
      message: "validation.age.too_young",
      values: { min: 16 },
    });
  });

  it("passes someone exactly at the minimum age", () => {
    expect(validateBirthDate("2009-06-15", now, MINIMUM_AGE)).toBeNull();
  });
});
