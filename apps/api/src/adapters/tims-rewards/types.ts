/**
 * The coffee-chain rewards programme, as SPC links a member to it (spec §1, §4; decision 0046).
 * `link` asks the partner to attach a rewards account, named by its e-mail, to an SPC member.
 */
export interface RewardsPartner {
  readonly provider: "http" | "local";
  link(input: { email: string; memberId: string }): Promise<RewardsLinkOutcome>;
}

export type RewardsLinkOutcome =
  /** Linked: the partner's id of the rewards account. */
  | { ok: true; accountId: string }
  /** `unknown_account`: no rewards account has this e-mail (spec §8's known failure). */
  /** `account_taken`: the account is already linked to another SPC member. */
  | { ok: false; reason: "unknown_account" | "account_taken" };

/** The partner cannot be reached or answered something unknown (the route answers 503). */
export class RewardsPartnerUnavailableError extends Error {
  override name = "RewardsPartnerUnavailableError";
}
