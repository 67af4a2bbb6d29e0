import { ConfigError, loadConfig } from "../config";
import { AFFILIATE_TOKEN_TTL_MS, affiliateLink, mintAffiliateToken } from "../services/membership";

// `tsx src/cli/mint-affiliate-token.ts [days]` (from apps/api) — signs one bank-affiliate token
// (what the bank's site does for each client it sends us) with AFFILIATE_TOKEN_SECRET and prints
// the link. The token gives one account the SPC+ (cibc) card, once, until it expires (default 7
// days, at most 30). No database is needed: the token is checked by its signature, and spent
// when a member uses it.

function main(days: string | undefined) {
  const ttlMs = days === undefined ? AFFILIATE_TOKEN_TTL_MS : Number(days) * 86_400_000;
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) {
    console.error("usage: tsx src/cli/mint-affiliate-token.ts [days valid, 1 to 30]");
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const { token, payload } = mintAffiliateToken(config.affiliate.tokenSecret, { ttlMs });
  console.info(affiliateLink(config.publicUrl, token));
  console.info(`token: ${token}`);
  console.info(`jti: ${payload.jti} · bank: ${payload.bank}`);
  console.info(`expires: ${new Date(payload.exp * 1000).toISOString()} (single use)`);
}

try {
  main(process.argv[2]);
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof RangeError ? error.message : error,
  );
  process.exitCode = 1;
}
