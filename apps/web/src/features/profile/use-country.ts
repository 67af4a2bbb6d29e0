import type { Country } from "@spc/shared";
import { usePublicConfig } from "../content";

/** The build's country (Canadian rules until /api/config answers). */
export function useCountry(): Country {
  return usePublicConfig().data?.country ?? "ca";
}
