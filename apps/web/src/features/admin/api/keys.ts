import type { AuditQuery, OfferListQuery, PartnerListQuery } from "@spc/shared";

/** The back office's data: its own root, dropped as a whole when the staff member signs out. */
const all = () => ["admin"] as const;

/** Query keys of the back office (one factory, like every feature). */
export const adminKeys = {
  all,
  me: () => [...all(), "me"] as const,
  poolLevels: () => [...all(), "code-pools"] as const,
  schools: () => [...all(), "schools"] as const,
  audit: (query: Partial<AuditQuery>) => [...all(), "audit", query] as const,
  partners: () => [...all(), "partners"] as const,
  partnerList: (query: Partial<PartnerListQuery>) => [...all(), "partners", "list", query] as const,
  partner: (id: number) => [...all(), "partners", id] as const,
  locations: (partnerId: number) => [...all(), "partners", partnerId, "locations"] as const,
  offers: () => [...all(), "offers"] as const,
  offerList: (query: Partial<OfferListQuery>) => [...all(), "offers", "list", query] as const,
  offer: (id: number) => [...all(), "offers", id] as const,
  offerPreview: (id: number) => [...all(), "offers", id, "preview"] as const,
  refs: () => [...all(), "catalogue-refs"] as const,
  cardBatches: () => [...all(), "card-batches"] as const,
  collections: () => [...all(), "collections"] as const,
  ads: () => [...all(), "ads"] as const,
  emailOpts: () => [...all(), "email-opts"] as const,
};
