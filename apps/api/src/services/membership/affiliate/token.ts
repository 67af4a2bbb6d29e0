import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";

// The bank-affiliate token (docs/decisions/0011-bank-affiliate-token.md): the bank's site puts it
// in the link to us, and POST /api/users/v2/associateCard spends it once. Format:
//   base64url(JSON payload) "." base64url(HMAC-SHA256(secret, first part))
// Stateless to verify; single use is enforced by recording the jti (affiliate_token_uses).

/** The banks (cobrands) that may issue affiliate tokens; each grants its cobrand's card. */
export const AFFILIATE_BANKS = ["cibc"] as const;
export type AffiliateBank = (typeof AFFILIATE_BANKS)[number];

/** Default lifetime of a minted token. */
export const AFFILIATE_TOKEN_TTL_MS = 7 * 86_400_000;
/** Longest lifetime accepted, whoever minted it (spec §9: affiliate look-back 30 days). */
export const AFFILIATE_TOKEN_MAX_TTL_MS = 30 * 86_400_000;
/** Clock difference tolerated between the bank's issuer and us, for `iat` in the future. */
const CLOCK_SKEW_MS = 5 * 60_000;
const MAX_TOKEN_LENGTH = 512;

const payloadSchema = z.object({
  v: z.literal(1),
  bank: z.enum(AFFILIATE_BANKS),
  jti: z.string().min(16).max(64),
  /** Issued-at and expiry, in seconds since the epoch (as in a JWT). */
  iat: z.number().int().positive(),
  exp: z.number().int().positive(),
});
export type AffiliateTokenPayload = z.infer<typeof payloadSchema>;

export type AffiliateTokenCheck =
  | { ok: true; payload: AffiliateTokenPayload }
  | { ok: false; reason: "invalid" | "expired" };

function sign(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(body).digest();
}

/** Signs a new token for `bank`, valid `ttlMs` from `now`, with a fresh random jti. */
export function mintAffiliateToken(
  secret: string,
  options: { bank?: AffiliateBank; ttlMs?: number; now?: Date; jti?: string } = {},
): { token: string; payload: AffiliateTokenPayload } {
  const now = options.now ?? new Date();
  const ttlMs = options.ttlMs ?? AFFILIATE_TOKEN_TTL_MS;
  if (ttlMs <= 0 || ttlMs > AFFILIATE_TOKEN_MAX_TTL_MS) {
    throw new RangeError(`ttl must be between 1 ms and ${AFFILIATE_TOKEN_MAX_TTL_MS} ms`);
  }
  const iat = Math.floor(now.getTime() / 1000);
  const payload: AffiliateTokenPayload = {
    v: 1,
    bank: options.bank ?? "cibc",
    jti: options.jti ?? randomUUID(),
    iat,
    exp: iat + Math.ceil(ttlMs / 1000),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return { token: `${body}.${sign(secret, body).toString("base64url")}`, payload };
}

/**
 * Checks the signature (constant time) before reading anything, then the payload and its dates.
 * "expired" is only said of a genuine token, so a forger learns nothing about the format.
 */
export function verifyAffiliateToken(
  secret: string,
  token: string,
  now = new Date(),
): AffiliateTokenCheck {
  const invalid = { ok: false, reason: "invalid" } as const;
  if (token.length > MAX_TOKEN_LENGTH) return invalid;
  const parts = token.split(".");
  if (parts.length !== 2) return invalid;
  const [body, signature] = parts as [string, string];
  const expected = sign(secret, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  // Node's base64 decoder skips stray characters: only the one canonical spelling is the token.
  if (given.toString("base64url") !== signature) return invalid;
  let parsed: ReturnType<typeof payloadSchema.safeParse>;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
  } catch {
    return invalid;
  }
  if (!parsed.success) return invalid;
  const payload = parsed.data;
  const nowMs = now.getTime();
  if (payload.exp <= payload.iat) return invalid;
  if ((payload.exp - payload.iat) * 1000 > AFFILIATE_TOKEN_MAX_TTL_MS) return invalid;
  if (payload.iat * 1000 > nowMs + CLOCK_SKEW_MS) return invalid;
  if (payload.exp * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, payload };
}
