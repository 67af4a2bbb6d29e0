import type { CarouselType } from "@spc/shared";
import { useQueries } from "@tanstack/react-query";
import { queryClient } from "../../../lib/query-client";
import { pageCopyQueryOptions } from "../../page-copy";
import { carouselQueryOptions } from "../api/get-carousel";
import { activeHolidaysQueryOptions } from "../api/get-holidays";
import { openingsQueryOptions } from "../api/get-openings";
import { AboutSection } from "../components/about-section";
import { CareersHero } from "../components/careers-hero";
import { CultureSection } from "../components/culture-section";
import { HolidayBanner } from "../components/holiday-banner";
import { OpeningsSection } from "../components/openings-section";
import { TeamSection } from "../components/team-section";
import { useSectionScroll } from "../use-section-scroll";
import "./careers-page.css";

// The seven carousels of spec §3, written out here: the shared list lives beside its zod schema,
// which the page would otherwise bring into its chunk.
const CAROUSELS: readonly CarouselType[] = [
  "HERO",
  "TIMELINE",
  "TEAM",
  "PERK",
  "VALUE",
  "PRINCIPLE",
  "PARTNER",
];

/**
 * Starts every read of the page with its chunk, without waiting for any: each section shows its
 * own skeleton and a failed one stays empty (spec §8).
 */
export function careersLoader(): null {
  // prefetchQuery never rejects: a failed read is left for the section to show (or not).
  void queryClient.prefetchQuery(pageCopyQueryOptions("careers"));
  for (const type of CAROUSELS) void queryClient.prefetchQuery(carouselQueryOptions(type));
  void queryClient.prefetchQuery(openingsQueryOptions());
  void queryClient.prefetchQuery(activeHolidaysQueryOptions());
  return null;
}

/** Whether every read of the page has settled (answered or failed): the sections have their size. */
function usePageSettled(): boolean {
  const reads = useQueries({
    queries: [
      pageCopyQueryOptions("careers"),
      openingsQueryOptions(),
      ...CAROUSELS.map((type) => carouselQueryOptions(type)),
    ],
  });
  return reads.every((read) => !read.isPending);
}

/**
 * /careers (spec §2.1): a holiday banner while an event runs, the banner with its call to
 * action, about SPC, the team, perks ↔ values, the openings and the "other applications" link;
 * `?section=<id>` (about, team, culture, openings) scrolls there 500 ms after loading.
 */
export function CareersPage() {
  useSectionScroll(usePageSettled());
  return (
    <div className="careers-page">
      <HolidayBanner />
      <CareersHero title="page.careers.title" />
      <div className="page careers-page__sections">
        <AboutSection />
        <TeamSection />
        <CultureSection />
        <OpeningsSection />
      </div>
    </div>
  );
}
