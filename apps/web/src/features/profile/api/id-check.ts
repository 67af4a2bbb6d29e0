import type { IdVerificationState } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/users/id-verification/status: whether the age and ID check asks for an ID (0047). */
export async function getIdCheckStatus(signal?: AbortSignal): Promise<IdVerificationState> {
  return (
    await apiRequest<{ data: IdVerificationState }>("/api/users/id-verification/status", {
      signal,
    })
  ).data;
}

/** POST /api/users/id-verification/start: the hosted verification page to go to. */
export async function startIdCheck(): Promise<{ url: string }> {
  return (
    await apiRequest<{ data: { status: "pending"; url: string } }>(
      "/api/users/id-verification/start",
      { method: "POST" },
    )
  ).data;
}

/** POST /api/users/campus/claim: one of the school's campus codes, as a campus card. */
export async function claimCampusCard(): Promise<{
  card_number: string;
  campus: string;
  remaining: number;
}> {
  return (
    await apiRequest<{ data: { card_number: string; campus: string; remaining: number } }>(
      "/api/users/campus/claim",
      { method: "POST" },
    )
  ).data;
}
