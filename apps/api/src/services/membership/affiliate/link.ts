import { AFFILIATE_LINK_PATH, AFFILIATE_TOKEN_PARAM } from "@spc/shared";

/** The link the bank puts on its site for one client (the web's affiliate route, spec §2.6). */
export function affiliateLink(publicUrl: string, token: string): string {
  const url = new URL(AFFILIATE_LINK_PATH, publicUrl);
  url.searchParams.set(AFFILIATE_TOKEN_PARAM, token);
  return url.toString();
}
