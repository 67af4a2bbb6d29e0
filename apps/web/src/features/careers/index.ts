// The careers page (spec §2.1; decision 0036). Its route module is loaded by app/page-table.ts.

// The active holiday events: the `/:id` event pages of the contests feature read them.
export { activeHolidaysQueryOptions, useActiveHolidays } from "./api/get-holidays";
export { OVERLAY_COLOURS, overlayColours, pickTeam } from "./team-picks";
