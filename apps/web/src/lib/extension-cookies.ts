import {
  EXTENSION_OFFER_DOMAIN_COOKIE,
  EXTENSION_OFFER_ID_COOKIE,
  EXTENSION_OFFER_MAX_AGE_MS,
  EXTENSION_TOKEN_COOKIE,
  EXTENSION_TOKEN_MAX_AGE_MS,
} from "@spc/shared";

function setCookie(name: string, value: string, maxAgeMs: number, doc: Document): void {
  const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeMs / 1000)}; Path=/; SameSite=Strict${secure}`;
}

/** The from_extension hand-off's token, for the extension to read for an hour (spec §9). */
export function leaveTokenForExtension(token: string, doc: Document = document): void {
  setCookie(EXTENSION_TOKEN_COOKIE, token, EXTENSION_TOKEN_MAX_AGE_MS, doc);
}

/**
 * Before leaving for a partner's site: which offer and which site, for 10 seconds (spec §9), so
 * the extension does not offer the same deal again when that site opens.
 */
export function tellExtensionAboutOffer(
  offerId: string,
  partnerUrl: string,
  doc: Document = document,
) {
  let domain: string;
  try {
    domain = new URL(partnerUrl).hostname;
  } catch {
    return;
  }
  setCookie(EXTENSION_OFFER_ID_COOKIE, offerId, EXTENSION_OFFER_MAX_AGE_MS, doc);
  setCookie(EXTENSION_OFFER_DOMAIN_COOKIE, domain, EXTENSION_OFFER_MAX_AGE_MS, doc);
}
