// The calendar-day rules of wire.ts without its schemas, so that the web can use them without zod
// (a module that builds zod schemas at import time brings zod into every chunk that reads it).

/** A calendar day on the wire: `YYYY-MM-DD` (validated by `calendarDateSchema` of wire.ts). */
export type CalendarDate = string;

/** The local calendar day of an instant as `YYYY-MM-DD` (the user's day in the browser). */
export function calendarDateOf(instant: Date): CalendarDate {
  const year = String(instant.getFullYear()).padStart(4, "0");
  const month = String(instant.getMonth() + 1).padStart(2, "0");
  const day = String(instant.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/**
 * Splits a `YYYY-MM-DD` string into numbers, or null when it is not a real calendar date (no
 * 2025-02-30). Accepts exactly what `calendarDateSchema` accepts (wire.test.ts checks both).
 */
export function parseCalendarDate(
  value: string,
): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0–99 onto 1900–1999.
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}
