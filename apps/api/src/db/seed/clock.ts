/**
 * Seed dates. Everything is an offset in whole days from "today" (UTC midnight at seed time):
 * the data is identical for every run on the same day, and limited-time windows and "new"
 * flags stay realistic whenever a fresh database is created (some LTOs running now, some over,
 * some upcoming). A database seeded long ago drifts like real data would.
 */
export interface SeedClock {
  today: Date;
  daysFromToday(days: number): Date;
}

const DAY_MS = 86_400_000;

export function seedClock(now: Date = new Date()): SeedClock {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    today,
    daysFromToday: (days) => new Date(today.getTime() + days * DAY_MS),
  };
}
