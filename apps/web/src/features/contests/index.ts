// Contests, events and holiday pages (spec §2.4, §2.8; docs/decisions/0039-contests.md). The
// route modules are loaded by app/page-table.ts; nothing else needs this feature yet.
export { CONTEST_OF_PAGE } from "./contest-routes";
