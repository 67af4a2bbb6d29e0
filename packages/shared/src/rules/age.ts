import { ADULT_AGE } from "../constants";
import { calendarDateOf, parseCalendarDate } from "../entities/calendar-date";
import { issue, VALIDATION_MESSAGES as MSG, type ValidationIssue } from "./messages";

// Oldest age we believe; anything beyond is a typo in the year.
const MAX_PLAUSIBLE_AGE = 120;

/**
 * Whole years between a `YYYY-MM-DD` birth date and the local calendar day of `now`; null for a
 * malformed or future date. A 29 February birthday is reached on 1 March in common years,
 * because the day before (28 February) still precedes the birthday.
 */
export function ageOn(birthDate: string, now: Date): number | null {
  const birth = parseCalendarDate(birthDate.trim());
  const today = parseCalendarDate(calendarDateOf(now));
  if (!birth || !today) return null;
  let age = today.year - birth.year;
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/** True when the person is at least `minimumAge` (18 by default) on `now`'s calendar day. */
export function isOldEnough(birthDate: string, now: Date, minimumAge: number = ADULT_AGE): boolean {
  const age = ageOn(birthDate, now);
  return age !== null && age >= minimumAge;
}

/** Validates a birth date field: required, a real past date, and old enough. */
export function validateBirthDate(
  birthDate: string,
  now: Date,
  minimumAge: number = ADULT_AGE,
): ValidationIssue | null {
  if (birthDate.trim() === "") return issue(MSG.birthDateRequired);
  const age = ageOn(birthDate, now);
  if (age === null || age > MAX_PLAUSIBLE_AGE) return issue(MSG.birthDateInvalid);
  return age >= minimumAge ? null : issue(MSG.ageTooYoung, { min: minimumAge });
}
