import type { Language } from "../../i18n/language";

// The link rule of content markdown (decision 0035): what an address in a page, post or answer
// may be. Content is written by staff, but a back office account can be stolen and a pasted link
// can carry a script, so the web keeps only kinds of address that cannot run anything.

const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers ignore ASCII control characters and spaces around and inside a scheme
// ("java\tscript:"), so the check reads the address as they will.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;

/**
 * The address a content link may keep, or null to drop it: `#anchor`, a relative address (on
 * this site), `http(s):`, `mailto:` and `tel:`. Anything else — `javascript:`, `data:`,
 * `vbscript:`, a protocol-relative `//host` (another site posing as a relative one) — is null.
 */
export function safeContentUrl(url: string): string | null {
  const probe = url.replace(IGNORED_BY_BROWSERS, "");
  if (probe === "") return null;
  // `\` counts as `/` in a browser's address parser: `/\evil.example` is another host.
  if (/^[/\\]{2}/.test(probe) || /^\/\\/.test(probe)) return null;
  const scheme = SCHEME.exec(probe);
  if (scheme) return SAFE_SCHEMES.has((scheme[1] ?? "").toLowerCase()) ? url.trim() : null;
  return url.trim();
}

/**
 * Pictures in content come from this site only (`/images/…`): nothing is fetched from outside,
 * and a picture cannot be used to track readers.
 */
export function safeContentImage(url: string): string | null {
  const safe = safeContentUrl(url);
  return safe?.startsWith("/") ? safe : null;
}

/** A link to a page of this site (`/privacy`), which the app's router follows. */
export function isInternalPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/**
 * An internal link for the reader: content stores links without a language marker (decision
 * 0034), so French readers get `/fr…`, an address that keeps them in French when shared.
 */
export function localisedPath(path: string, language: Language): string {
  if (language !== "fr" || /^\/fr(?:[/?#]|$)/.test(path)) return path;
  return path === "/"
    ? "/fr"
    : `/fr${path.startsWith("/?") || path.startsWith("/#") ? path.slice(1) : path}`;
}
