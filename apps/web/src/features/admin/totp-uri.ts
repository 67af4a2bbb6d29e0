/**
 * The parts of an otpauth:// URI (Key Uri Format) a person needs to type it into an authenticator
 * by hand: the key (base32, shown in groups of four), the account label and the issuer.
 * Null when the text is not a TOTP URI with a secret.
 */
export function parseTotpUri(
  uri: string,
): { secret: string; account: string; issuer: string | null } | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== "otpauth:") return null;
  // Parsers differ on where an unknown scheme puts "totp": host, or the path's first segment.
  const path = `${url.host}${url.pathname}`.replace(/^\/+/, "");
  const [type, ...rest] = path.split("/");
  if (type?.toLowerCase() !== "totp") return null;
  const secret = url.searchParams.get("secret")?.replace(/[\s=]/g, "").toUpperCase() ?? "";
  if (!/^[A-Z2-7]+$/.test(secret)) return null;
  const label = decodeURIComponent(rest.join("/"));
  const colon = label.indexOf(":");
  const account = colon >= 0 ? label.slice(colon + 1).trim() : label;
  const issuer = url.searchParams.get("issuer") ?? (colon >= 0 ? label.slice(0, colon) : null);
  return { secret, account, issuer };
}

/** The key in groups of four, as authenticators print it (easier to read and type). */
export function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
