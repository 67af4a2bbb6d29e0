import type { JobBoardProvider } from "@spc/shared";
import type { Env } from "./env";
import { invalidEnvironment } from "./errors";

/** The hosted job board's public board (adapters/job-board), when JOB_BOARD says so. */
export interface JobBoardConfig {
  provider: JobBoardProvider;
  /** Greenhouse's board token (the `for=` of its embed); set with JOB_BOARD=greenhouse. */
  greenhouseBoardToken: string | undefined;
}

/** Addresses and links the content pages and the contact form use. */
export interface SiteConfig {
  /** Where contact messages go (POST /api/content/contact). */
  supportEmail: string;
  /** The careers page's "other applications" address, and the local board's apply link. */
  careersEmail: string;
  /** /business and /fundraising lead to these sites (spec §2.1, Canadian build). */
  businessUrl: string;
  fundraisingUrl: string;
  jobBoard: JobBoardConfig;
}

export function siteConfig(e: Env): SiteConfig {
  const token = e.GREENHOUSE_BOARD_TOKEN;
  const provider = e.JOB_BOARD ?? (token ? "greenhouse" : "local");
  if (provider === "greenhouse" && !token) {
    throw invalidEnvironment(["JOB_BOARD=greenhouse needs GREENHOUSE_BOARD_TOKEN"]);
  }
  return {
    supportEmail: e.SUPPORT_EMAIL,
    careersEmail: e.CAREERS_EMAIL,
    businessUrl: e.BUSINESS_URL,
    fundraisingUrl: e.FUNDRAISING_URL,
    jobBoard: { provider, greenhouseBoardToken: token },
  };
}
