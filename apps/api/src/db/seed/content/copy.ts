import { typesetEnglish, typesetFrench } from "@spc/shared";
import type { SeedClock } from "../clock";

// Seeded copy is written plainly and set by the shared typography rule (curly apostrophes; in
// French the OQLF spacing: no-break spaces before : and inside « », narrow ones before ; ! ?,
// "11,99 $"), so the stored rows read as a copywriter would set them (checked by site-content.test.ts).

function block(text: string): string {
  return text.replace(/^\n+/, "").replace(/\s+$/, "");
}

/** English copy, set. */
export const en = (text: string): string => typesetEnglish(block(text));
/** Canadian French copy, set. */
export const fr = (text: string): string => typesetFrench(block(text));

/** Published `daysAgo` days before the seed day, last changed `updatedDaysAgo` days before it. */
export function publishedDaysAgo(clock: SeedClock, daysAgo: number, updatedDaysAgo = daysAgo) {
  return {
    status: "published" as const,
    publishedAt: clock.daysFromToday(-daysAgo),
    createdAt: clock.daysFromToday(-daysAgo),
    updatedAt: clock.daysFromToday(-updatedDaysAgo),
  };
}
