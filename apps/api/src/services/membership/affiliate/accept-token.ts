import { ERROR_CODES } from "@spc/shared";
import { AppError } from "../../../lib/app-error";
import { type AffiliateTokenPayload, verifyAffiliateToken } from "./token";

/** The verified payload of a bank-affiliate token, or the 400 the web words (invalid / expired). */
export function acceptAffiliateToken(
  secret: string,
  token: string,
  now = new Date(),
): AffiliateTokenPayload {
  const check = verifyAffiliateToken(secret, token, now);
  if (check.ok) return check.payload;
  throw check.reason === "expired"
    ? new AppError(ERROR_CODES.affiliateTokenExpired, "This bank link has expired")
    : new AppError(ERROR_CODES.affiliateTokenInvalid, "This bank link is not valid");
}
