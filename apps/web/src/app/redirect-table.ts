import { type RedirectPath, SAMSUNG10_OFFER_ID } from "@spc/shared";

/**
 * Every alias of spec §2 that only forwards to another path. The query string travels along
 * (e.g. /contact-us?from=mail → /contact?from=mail); a target's own query comes first.
 */
export const REDIRECTS: ReadonlyArray<readonly [from: RedirectPath, to: string]> = [
  // §2.1 public and information routes
  ["/buyspc", "/why-spc"],
  ["/sportchek", "/"],
  ["/h&m", "/deals"],
  ["/samsung10", `/redirect-to-partner?offer_id=${SAMSUNG10_OFFER_ID}`],
  ["/fundraise", "/fundraising"],
  ["/blog", "/blogs"],
  ["/contact-us", "/contact"],
  ["/contactez-nous", "/contact"],
  ["/terms-of-use", "/terms"],
  ["/terms-of-service", "/terms"],
  ["/conditions-dutilisation", "/terms"],
  ["/privacy-policy", "/privacy"],
  ["/confidentialite", "/privacy"],
  // §2.2 deals
  ["/banking", "/cibc"],
  // §2.3 account, purchase and activation
  ["/mobile", "/"],
  ["/signup/account-creation", "/signup"],
  ["/qr-select-membership", "/membership-screen"],
  // §2.4 contests
  ["/contest", "/12-days-giveaways-2024"],
  ["/contest/buy-spc", "/deals"],
];
