import { CONTEST_TIME_ZONE, type ContestState } from "@spc/shared";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) of an instant in Toronto. */
export function torontoDate(instant: Date | string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: CONTEST_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

export type CalendarDayState = "passed" | "today" | "locked";

export interface CalendarDay {
  day: number;
  /** The Toronto date on which this day's prize opens. */
  date: string;
  state: CalendarDayState;
  name_en: string;
  name_fr: string;
}

/**
 * The 12-days calendar: day n's prize opens on the n-th Toronto calendar day of the contest
 * (day 1 = the date it opens). Before that date the day is locked; after it, passed. Once the
 * contest is closed every day has passed; prizes without a day are not on the calendar.
 */
export function calendarDays(
  contest: {
    opens_at: string;
    state: ContestState;
    prizes: readonly { day: number | null; name_en: string; name_fr: string }[];
  },
  now: Date,
): CalendarDay[] {
  const first = torontoDate(contest.opens_at);
  const today = torontoDate(now);
  return contest.prizes
    .filter((prize): prize is typeof prize & { day: number } => prize.day !== null)
    .sort((a, b) => a.day - b.day)
    .map((prize) => {
      const date = addDays(first, prize.day - 1);
      const state: CalendarDayState =
        contest.state === "closed" || date < today ? "passed" : date === today ? "today" : "locked";
      return { day: prize.day, date, state, name_en: prize.name_en, name_fr: prize.name_fr };
    });
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * What is left until an instant, to the minute (rounded up, so "0 min" only when it has come):
 * the page shows minutes, never seconds, so the text changes at most once a minute.
 */
export function countdownTo(target: Date | string, now: Date): Countdown | null {
  const left = new Date(target).getTime() - now.getTime();
  if (left <= 0) return null;
  const totalMinutes = Math.ceil(left / 60000);
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
  };
}

/** The state at `now` from the contest's instants (the server's state may be older than the page). */
export function stateAt(contest: { opens_at: string; closes_at: string }, now: Date): ContestState {
  if (now.getTime() < new Date(contest.opens_at).getTime()) return "upcoming";
  if (now.getTime() < new Date(contest.closes_at).getTime()) return "open";
  return "closed";
}
