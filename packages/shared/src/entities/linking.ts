import { z } from "zod";

/** Coffee-chain rewards link states (spec §3 "Linking status"). */
export const LINKING_STATUSES = ["linked", "unlinked"] as const;
export const linkingStatusSchema = z.enum(LINKING_STATUSES);
export type LinkingStatus = z.infer<typeof linkingStatusSchema>;

/** The linking answer; the capitalised `Linked` is the server's field name. */
export const linkingStatusResponseSchema = z.object({ Linked: z.boolean() });
export type LinkingStatusResponse = z.infer<typeof linkingStatusResponseSchema>;

/** The body that links a rewards account by its e-mail. */
export const linkRequestSchema = z.object({ th_email: z.email() });

/** Reads the wire flag as the named status the UI branches on. */
export function linkingStatusOf(response: LinkingStatusResponse): LinkingStatus {
  return response.Linked ? "linked" : "unlinked";
}
