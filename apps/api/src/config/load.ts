import { type AffiliateConfig, affiliateConfig, requireAffiliateSecret } from "./affiliate";
import { type AnalyticsConfig, analyticsConfig } from "./analytics";
import { type AuthConfig, authConfig, requireAuthSecret } from "./auth";
import { type CaptchaConfig, captchaConfig } from "./captcha";
import { type CountryConfig, countryConfig } from "./country";
import { parseEnv } from "./env";
import { type GeocodingConfig, geocodingConfig } from "./geocoding";
import { type IdCheckConfig, idCheckConfig } from "./id-check";
import { type MailConfig, mailConfig } from "./mail";
import { type MarketingConfig, marketingConfig } from "./marketing";
import { type OffersConfig, offersConfig } from "./offers";
import { type PaymentsConfig, paymentsConfig } from "./payments";
import { type RenewalsConfig, renewalsConfig } from "./renewals";
import { type SchoolPortalConfig, schoolPortalConfig } from "./school-portal";
import { type ServerConfig, serverConfig } from "./server";
import { type SiteConfig, siteConfig } from "./site";
import { type StorageConfig, storageConfig } from "./storage";
import { type TimsConfig, timsConfig } from "./tims";

/** Everything the API reads from its environment, typed, one part per concern. */
export interface Config extends ServerConfig, CountryConfig {
  auth: AuthConfig;
  mail: MailConfig;
  geocoding: GeocodingConfig;
  payments: PaymentsConfig;
  renewals: RenewalsConfig;
  captcha: CaptchaConfig;
  idCheck: IdCheckConfig;
  affiliate: AffiliateConfig;
  analytics: AnalyticsConfig;
  marketing: MarketingConfig;
  offers: OffersConfig;
  schoolPortal: SchoolPortalConfig;
  site: SiteConfig;
  storage: StorageConfig;
  tims: TimsConfig;
}

/** Parses the environment once into a typed Config, or throws a ConfigError naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  requireAuthSecret(e);
  requireAffiliateSecret(e);
  const server = serverConfig(e);
  return {
    ...server,
    ...countryConfig(e),
    auth: authConfig(e, server.publicUrl),
    mail: mailConfig(e),
    geocoding: geocodingConfig(e),
    payments: paymentsConfig(e),
    renewals: renewalsConfig(e),
    captcha: captchaConfig(e),
    idCheck: idCheckConfig(e),
    affiliate: affiliateConfig(e),
    analytics: analyticsConfig(e),
    marketing: marketingConfig(e),
    offers: offersConfig(e),
    schoolPortal: schoolPortalConfig(e),
    site: siteConfig(e),
    storage: storageConfig(e, server.dataDir),
    tims: timsConfig(e),
  };
}
