import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contestsKeys } from "./keys";

export interface VerifyEventAnswer {
  valid: boolean;
  message: string;
  event: {
    event_id: string;
    campus_id: string;
    name: string;
    school_code: string | null;
    ends_at: string;
  } | null;
}

/** GET /api/store/verifyEventId (event_id, campus_id): is this back-to-school event link active. */
export function verifyEvent(eventId: string, campusId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ event_id: eventId, campus_id: campusId });
  return apiRequest<VerifyEventAnswer>(`/api/store/verifyEventId?${query}`, { signal });
}

export const verifyEventQueryOptions = (eventId: string, campusId: string) =>
  queryOptions({
    queryKey: contestsKeys.event(eventId, campusId),
    queryFn: ({ signal }) => verifyEvent(eventId, campusId, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useVerifyEvent(eventId: string | null, campusId: string | null) {
  return useQuery({
    ...verifyEventQueryOptions(eventId ?? "", campusId ?? ""),
    enabled: Boolean(eventId && campusId),
  });
}
