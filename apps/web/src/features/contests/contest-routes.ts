/**
 * Which contest each §2.4 page shows (docs/decisions/0039-contests.md, "Web"): the string
 * `contest_id` GET /contestPage reads. A page whose contest does not exist (yet) says so and
 * links to the list of contests, rather than showing another contest.
 */
export const CONTEST_OF_PAGE = {
  "/12-days-giveaways-2024": "12-days-giveaways",
  // The holiday contest is the 12-days holiday giveaway.
  "/holiday-contest": "12-days-giveaways",
  "/bdaycontest": "bdaycontest",
  "/frost-activation-2025": "frost-activation-2025",
  "/frost-2025-matchgame": "frost-2025-matchgame",
  "/campustour-2024": "campustour-2024",
  "/levis-info2024": "levis-info2024",
  "/cibc_trade_contest": "cibc_trade_contest",
  "/bts-2025": "bts-2025",
  // The easy promo is the back-to-school contest's short page (no top banner, spec §2.6).
  "/bts-easy-promo": "bts-2025",
} as const;

export type ContestPagePath = keyof typeof CONTEST_OF_PAGE;

/** `/contest/:id` is numeric (spec §2.4); anything else is not a contest address. */
export function numericContestId(id: string | undefined): string | null {
  return id && /^[1-9][0-9]{0,9}$/.test(id) ? id : null;
}

export interface ContestTarget {
  /** The contest_id (or numeric id) GET /contestPage reads. */
  key: string;
  /** The 12-days calendar under the contest. */
  calendar: boolean;
  /** /bts-2025: the active event link of its event_id and campus_id. */
  eventLink: boolean;
}

const CALENDAR_PAGES = new Set<string>(["/12-days-giveaways-2024", "/holiday-contest"]);

/** The contest a §2.4 address shows, or null (not found). */
export function contestOfPath(pathname: string): ContestTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const [, first = "", second, ...rest] = path.split("/");
  if (first === "contest" && rest.length === 0) {
    const id = numericContestId(second);
    return id ? { key: id, calendar: false, eventLink: false } : null;
  }
  if (first === "landingcontest" && second && rest.length === 0) {
    let key: string;
    try {
      key = decodeURIComponent(second);
    } catch {
      return null;
    }
    return { key, calendar: false, eventLink: false };
  }
  if (!Object.hasOwn(CONTEST_OF_PAGE, path)) return null;
  return {
    key: CONTEST_OF_PAGE[path as ContestPagePath],
    calendar: CALENDAR_PAGES.has(path),
    eventLink: path === "/bts-2025",
  };
}
