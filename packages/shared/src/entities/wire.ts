import { z } from "zod";

/*
 * Date conventions on the wire (one rule for the whole contract):
 * - A calendar day with no time of day (birth date, card expiry date) is a `YYYY-MM-DD` string:
 *   `calendarDateSchema`. It means "that whole day where the user is", so rules compare it with the
 *   local calendar day of `now` (see `calendarDateOf`), never with an instant.
 * - A moment in time (limited-time window, offer start, UTM window, notification expiry) is an ISO
 *   8601 date-time with an explicit offset or `Z`: `timestampSchema`. Rules compare instants.
 * - Values that only live in local storage (click records) are epoch milliseconds, because that
 *   is what `Date.now()` gives the caller and they never reach the API.
 */

/** A calendar day on the wire: `YYYY-MM-DD`, validated as a real date (no 2025-02-30). */
export const calendarDateSchema = z.iso.date();
export type CalendarDate = z.infer<typeof calendarDateSchema>;

/** An instant on the wire: ISO 8601 date-time with `Z` or an explicit offset. */
export const timestampSchema = z.iso.datetime({ offset: true });
export type Timestamp = z.infer<typeof timestampSchema>;

/** The local calendar day of an instant as `YYYY-MM-DD` (the user's day in the browser). */
export function calendarDateOf(instant: Date): CalendarDate {
  const year = String(instant.getFullYear()).padStart(4, "0");
  const month = String(instant.getMonth() + 1).padStart(2, "0");
  const day = String(instant.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** Splits a `YYYY-MM-DD` string into numbers, or null when it is not a real calendar date. */
export function parseCalendarDate(
  value: string,
): { year: number; month: number; day: number } | null {
  if (!calendarDateSchema.safeParse(value).success) return null;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}
