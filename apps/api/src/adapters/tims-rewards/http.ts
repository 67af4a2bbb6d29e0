import { z } from "zod";
import {
  type RewardsLinkOutcome,
  type RewardsPartner,
  RewardsPartnerUnavailableError,
} from "./types";

const TIMEOUT_MS = 5000;

// The partner's link call: POST {base}/v1/links {email, partner_member_id} with the key as a
// bearer token. 200/201 with the account's id is a link; 404 an unknown account; 409 an account
// linked to another member. Anything else is "unavailable", never a half-made link.
const linkedSchema = z.object({ account_id: z.string().min(1).max(200) });

export function createHttpRewardsPartner(
  baseUrl: string,
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
): RewardsPartner {
  const url = `${baseUrl.replace(/\/+$/, "")}/v1/links`;
  return {
    provider: "http",
    async link({ email, memberId }): Promise<RewardsLinkOutcome> {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${apiKey}`,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({ email: email.trim().toLowerCase(), partner_member_id: memberId }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new RewardsPartnerUnavailableError("The rewards partner cannot be reached", {
          cause: error,
        });
      }
      if (response.status === 404) return { ok: false, reason: "unknown_account" };
      if (response.status === 409) return { ok: false, reason: "account_taken" };
      if (!response.ok) {
        throw new RewardsPartnerUnavailableError(`The rewards partner answered ${response.status}`);
      }
      const parsed = linkedSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        throw new RewardsPartnerUnavailableError("The rewards partner answered an unknown shape");
      }
      return { ok: true, accountId: parsed.data.account_id };
    },
  };
}
