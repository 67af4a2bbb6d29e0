// The careers page (spec §2.1; decision 0036). Its route module is loaded by app/page-table.ts.
export { OVERLAY_COLOURS, overlayColours, pickTeam } from "./team-picks";
