import type { HolidayActiveResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { careersKeys } from "./keys";

/** GET /api/careers/holiday/active: the holiday events running now, the one ending first first. */
export function getActiveHolidays(signal?: AbortSignal) {
  return apiRequest<HolidayActiveResponse>("/api/careers/holiday/active", { signal });
}

export const activeHolidaysQueryOptions = () =>
  queryOptions({
    queryKey: careersKeys.holidays(),
    queryFn: ({ signal }) => getActiveHolidays(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useActiveHolidays() {
  return useQuery(activeHolidaysQueryOptions());
}
