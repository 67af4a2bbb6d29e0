import type { JobCategory } from "@spc/shared";
import { z } from "zod";
import { type JobBoard, JobBoardUnavailableError } from "./types";

// Greenhouse's public Job Board API (no key): GET /v1/boards/{token}/departments answers every
// department with its published jobs. Only what the careers page shows is read; extra fields are
// ignored, a malformed answer is "unavailable", never a half-filled page.
const API = "https://boards-api.greenhouse.io/v1/boards";
const EMBED = "https://boards.greenhouse.io/embed/job_board/js";
const TIMEOUT_MS = 5000;

const departmentsSchema = z.object({
  departments: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      jobs: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          absolute_url: z.url({ protocol: /^https$/ }),
          updated_at: z.string().nullish(),
          location: z.object({ name: z.string().nullish() }).nullish(),
        }),
      ),
    }),
  ),
});

/** A department's slug: its name in lower-case words (its id when the name has no letter). */
function slugOf(name: string, id: number): string {
  const slug = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || `department-${id}`;
}

function isoOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Greenhouse has one language: its words fill both. */
export function createGreenhouseJobBoard(token: string, fetchImpl: typeof fetch = fetch): JobBoard {
  return {
    provider: "greenhouse",
    async list() {
      let body: unknown;
      try {
        const response = await fetchImpl(`${API}/${encodeURIComponent(token)}/departments`, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new JobBoardUnavailableError("The hosted job board cannot be reached", {
          cause: error,
        });
      }
      const parsed = departmentsSchema.safeParse(body);
      if (!parsed.success) {
        throw new JobBoardUnavailableError("The hosted job board answered an unknown shape", {
          cause: parsed.error,
        });
      }
      const categories: JobCategory[] = parsed.data.departments
        .filter((department) => department.jobs.length > 0)
        .map((department) => ({
          slug: slugOf(department.name, department.id),
          name_en: department.name,
          name_fr: department.name,
          openings: department.jobs.map((job) => {
            const location = job.location?.name ?? "";
            return {
              id: String(job.id),
              title_en: job.title,
              title_fr: job.title,
              location_en: location,
              location_fr: location,
              employment_type: null,
              summary_en: "",
              summary_fr: "",
              description_en: null,
              description_fr: null,
              apply_url: job.absolute_url,
              updated_at: isoOrNull(job.updated_at),
            };
          }),
        }));
      return {
        categories,
        embed: { script_url: `${EMBED}?for=${encodeURIComponent(token)}`, board: token },
      };
    },
  };
}
