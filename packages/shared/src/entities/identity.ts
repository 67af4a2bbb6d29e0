import { z } from "zod";

/**
 * Sign-in methods of an identity. The spec lists password, google and facebook for the provider
 * list and names apple as a social login (§9), so apple is accepted too.
 */
export const IDENTITY_PROVIDERS = ["password", "google", "facebook", "apple"] as const;
export const identityProviderSchema = z.enum(IDENTITY_PROVIDERS);
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

/** The signed-in identity (spec §3 "Identity user"); camelCase as the identity layer names it. */
export const identityUserSchema = z.object({
  uid: z.string().min(1),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  providerId: identityProviderSchema,
  providerList: z.array(identityProviderSchema),
});
