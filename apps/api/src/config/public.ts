import { countrySchema, languageSchema, SOCIAL_PROVIDERS } from "@spc/shared";
import { z } from "zod";
import type { Config } from "./load";

/** The allow-listed subset the browser may see (GET /api/config). Never add secrets here. */
export const publicConfigSchema = z.object({
  country: countrySchema,
  currency: z.enum(["CAD", "USD"]),
  languages: z.array(languageSchema),
  default_language: languageSchema,
  public_url: z.string(),
  /** Social sign-in buttons to show; a provider without keys is absent (its button hidden). */
  auth_providers: z.array(z.enum(SOCIAL_PROVIDERS)),
  /** The external sites of /business and /fundraising (spec §2.1; BUSINESS_URL, FUNDRAISING_URL). */
  business_url: z.string(),
  fundraising_url: z.string(),
  /** Where the contact page says messages go (SUPPORT_EMAIL). */
  support_email: z.string(),
  /** Audience measurement the browser loads after analytical consent (ANALYTICS_PROVIDER…). */
  analytics: z.object({
    provider: z.enum(["local", "google", "off"]),
    measurement_id: z.string().optional(),
    recording_sample: z.number().min(0).max(1),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export function publicConfig(config: Config): PublicConfig {
  return {
    country: config.country,
    currency: config.currency,
    languages: [...config.languages],
    default_language: "en",
    public_url: config.publicUrl,
    auth_providers: SOCIAL_PROVIDERS.filter((name) => config.auth.socialProviders[name]),
    business_url: config.site.businessUrl,
    fundraising_url: config.site.fundraisingUrl,
    support_email: config.site.supportEmail,
    analytics: {
      provider: config.analytics.provider,
      ...(config.analytics.measurementId ? { measurement_id: config.analytics.measurementId } : {}),
      recording_sample: config.analytics.recordingSample,
    },
  };
}
