/**
 * The link of an offer: its canonical page when the partner slug is known, else the
 * /deals/offer/:id forwarder, which looks the partner up (spec §2.2). `source` travels along.
 */
export function offerPath(
  offerId: number | string,
  partnerUrlName?: string | null,
  source?: string | null,
): string {
  const path = partnerUrlName
    ? `/deals/${encodeURIComponent(partnerUrlName)}/offer/${offerId}`
    : `/deals/offer/${offerId}`;
  return source ? `${path}?source=${encodeURIComponent(source)}` : path;
}
