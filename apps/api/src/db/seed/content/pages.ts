import { CONTENT_PAGE_PATHS } from "@spc/shared";
import type { contentPages } from "../../schema";
import type { SeedClock } from "../clock";
import { publishedDaysAgo } from "./copy";
import type { PageCopy } from "./page-copy";
import {
  comingSoonPage,
  freeSamplesPage,
  highSchoolPage,
  internationalPage,
  qrLandingPage,
} from "./pages-audiences";
import { aboutPage, whySpcPage, whySpcStylePage } from "./pages-company";
import { privacyPage } from "./pages-privacy";
import { sectionPages } from "./pages-sections";

type PageRow = typeof contentPages.$inferInsert;

/** Every content page the web shows (CONTENT_PAGE_PATHS), in both languages. */
export const PAGE_COPY: readonly PageCopy[] = [
  aboutPage,
  whySpcPage,
  whySpcStylePage,
  internationalPage,
  highSchoolPage,
  freeSamplesPage,
  qrLandingPage,
  comingSoonPage,
  privacyPage,
  ...sectionPages,
];

export function pageRows(clock: SeedClock): PageRow[] {
  return PAGE_COPY.map(({ slug, daysAgo, updatedDaysAgo, ...copy }) => ({
    ...copy,
    slug,
    path: CONTENT_PAGE_PATHS[slug],
    bodyEn: copy.bodyEn ?? "",
    bodyFr: copy.bodyFr ?? "",
    ...publishedDaysAgo(clock, daysAgo, updatedDaysAgo),
  }));
}
