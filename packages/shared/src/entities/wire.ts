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
// calendarDateOf, parseCalendarDate and CalendarDate live in calendar-date.ts (zod-free, for the web).

/** A calendar day on the wire: `YYYY-MM-DD`, validated as a real date (no 2025-02-30). */
export const calendarDateSchema = z.iso.date();

/** An instant on the wire: ISO 8601 date-time with `Z` or an explicit offset. */
export const timestampSchema = z.iso.datetime({ offset: true });
