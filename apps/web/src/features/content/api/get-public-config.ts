import type { Country } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contentKeys } from "./keys";

/** The allow-listed public part of the server configuration. */
export interface PublicConfig {
  country: Country;
  currency: string;
  languages: string[];
  /** The external sites of /business and /fundraising (spec §2.1; BUSINESS_URL, FUNDRAISING_URL). */
  business_url: string;
  fundraising_url: string;
  /** Where contact messages go (SUPPORT_EMAIL). */
  support_email: string;
  /** Audience measurement, loaded only after analytical consent (ANALYTICS_PROVIDER…). */
  analytics?: AnalyticsSettings;
}

export interface AnalyticsSettings {
  provider: "local" | "google" | "off";
  measurement_id?: string;
  /** Share of consenting visits whose interactions are recorded (spec §9: 1 %). */
  recording_sample: number;
}

/** GET /api/config — which build this is (Canada or US) and its currency. */
export function getPublicConfig(signal?: AbortSignal) {
  return apiRequest<PublicConfig>("/api/config", { signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.config(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
