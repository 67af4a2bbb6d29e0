import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type Country,
  CURRENCY_BY_COUNTRY,
  countrySchema,
  type Language,
  languageSchema,
  RENEWAL_LEAD_DAYS,
} from "@spc/shared";
import { z } from "zod";

/** The repository root (this file lives in apps/api/src), so defaults do not depend on cwd. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

// The US build is English only (spec §9: CAD, USD for us); Canada is bilingual.
const LANGUAGES_BY_COUNTRY: Readonly<Record<Country, readonly Language[]>> = {
  ca: ["en", "fr"],
  us: ["en"],
};

type Currency = (typeof CURRENCY_BY_COUNTRY)[Country];

// TRUST_PROXY accepts what Fastify's trustProxy accepts: true/false, a hop count or a list of IPs/CIDRs.
const trustProxySchema = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    if (/^(true|yes)$/i.test(value)) return true;
    if (/^(false|no)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(",").map((part) => part.trim());
  });

// RENEWAL_RETRY_DAYS: "1,3,7" (days after the first declined renewal, increasing) or "none".
const retryDaysSchema = z
  .string()
  .trim()
  .regex(/^(none|\d+(\s*,\s*\d+)*)$/i, 'a comma-separated list of days such as "1,3,7", or "none"')
  .transform((value) => (/^none$/i.test(value) ? [] : value.split(",").map(Number)))
  .refine((days) => days.every((day, i) => day > 0 && (i === 0 || day > days[i - 1]!)), {
    message: "days must be positive and increasing",
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  // Default depends on NODE_ENV (see listenHost): loopback outside production.
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// (leave unset for embedded PGlite)")
    .optional(),
  COUNTRY: countrySchema.default("ca"),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  AUTH_TRUSTED_ORIGINS: z.string().optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("SPC <no-reply@spc.local>"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_APP_BUNDLE_IDENTIFIER: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().trim().min(1).optional(),
  PAYMENT_GATEWAY: z.enum(["local", "braintree"]).optional(),
  BRAINTREE_MERCHANT_ID: z.string().trim().min(1).optional(),
  BRAINTREE_PUBLIC_KEY: z.string().trim().min(1).optional(),
  BRAINTREE_PRIVATE_KEY: z.string().trim().min(1).optional(),
  BRAINTREE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  BRAINTREE_MERCHANT_ACCOUNT_ID: z.string().trim().min(1).optional(),
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  RENEWAL_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  RENEWAL_LEAD_DAYS: z.coerce.number().int().min(0).max(60).default(RENEWAL_LEAD_DAYS),
  RENEWAL_RETRY_DAYS: retryDaysSchema.optional(),
  RECAPTCHA_SECRET_KEY: z.string().trim().min(1).optional(),
  HCAPTCHA_SECRET_KEY: z.string().trim().min(1).optional(),
  AFFILIATE_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
});

/** Used outside production when AFFILIATE_TOKEN_SECRET is unset; production refuses to start without one. */
export const DEVELOPMENT_AFFILIATE_SECRET = "spc-development-affiliate-secret-not-for-production";

/** Used outside production when BETTER_AUTH_SECRET is unset; never valid in production. */
export const DEVELOPMENT_AUTH_SECRET = "spc-development-secret-not-for-production-use-0001";

export const SOCIAL_PROVIDERS = ["google", "facebook", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialProviderKeys {
  clientId: string;
  clientSecret: string;
  /** Apple only: the bundle id of the native app, for ID tokens minted by the app. */
  appBundleIdentifier?: string;
}

export interface AuthConfig {
  /**
   * Signs cookies, tokens and verification links. `null` only in production on the embedded
   * database (a laptop `npm start`): the auth service then keeps a generated secret in DATA_DIR.
   */
  secret: string | null;
  /** Origins allowed to send cookie-authenticated mutating requests (CSRF protection). */
  trustedOrigins: string[];
  /** Budget of the sensitive auth calls (sign-in, sign-up, reset, lockout, verification). */
  rateLimit: { max: number; windowMs: number };
  /** Only the providers whose id and secret are both set. */
  socialProviders: Partial<Record<SocialProvider, SocialProviderKeys>>;
}

export interface MailConfig {
  /** smtp(s)://… sends through nodemailer; unset keeps mail in the outbox table. */
  smtpUrl: string | undefined;
  from: string;
}

type Env = z.infer<typeof envSchema>;

/** Payment gateway (adapters/payments): the local test gateway unless Braintree is configured. */
export interface PaymentsConfig {
  gateway: "local" | "braintree";
  braintree:
    | {
        merchantId: string;
        publicKey: string;
        privateKey: string;
        environment: "sandbox" | "production";
        merchantAccountId?: string;
      }
    | undefined;
  /** PAYMENT_GATEWAY=local was set: production on DATABASE_URL may then use test nonces. */
  localChosenExplicitly: boolean;
  /** How often stuck checkouts are reconciled with the gateway; 0 = only at start-up. */
  reconcileIntervalMs: number;
}

/** Days after a first declined renewal on which it is charged again (decision 0011). */
export const DEFAULT_RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 7];

/** The auto-renew job (jobs/renewals.ts, docs/decisions/0011-renewal-retries.md). */
export interface RenewalsConfig {
  /** Pause between two runs in this API copy; 0 = no scheduler (tests default to 0). */
  intervalMs: number;
  /** A card is charged this many days before its last valid day. */
  leadDays: number;
  /** A declined renewal is retried this many days after its first failure; then auto-renew stops. */
  retryDays: readonly number[];
}

/** Captcha secrets (adapters/captcha); unset = the local adapter and its test token. */
export interface CaptchaConfig {
  recaptchaSecret: string | undefined;
  hcaptchaSecret: string | undefined;
}

function paymentsConfig(e: Env): PaymentsConfig {
  const keys = [e.BRAINTREE_MERCHANT_ID, e.BRAINTREE_PUBLIC_KEY, e.BRAINTREE_PRIVATE_KEY];
  const braintree =
    e.BRAINTREE_MERCHANT_ID && e.BRAINTREE_PUBLIC_KEY && e.BRAINTREE_PRIVATE_KEY
      ? {
          merchantId: e.BRAINTREE_MERCHANT_ID,
          publicKey: e.BRAINTREE_PUBLIC_KEY,
          privateKey: e.BRAINTREE_PRIVATE_KEY,
          environment: e.BRAINTREE_ENVIRONMENT,
          ...(e.BRAINTREE_MERCHANT_ACCOUNT_ID
            ? { merchantAccountId: e.BRAINTREE_MERCHANT_ACCOUNT_ID }
            : {}),
        }
      : undefined;
  const problems: string[] = [];
  if (keys.some(Boolean) && !braintree) {
    problems.push(
      "BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY must be set together",
    );
  }
  if (e.PAYMENT_GATEWAY === "braintree" && !braintree) {
    problems.push("PAYMENT_GATEWAY=braintree needs the BRAINTREE_* keys");
  }
  const gateway = e.PAYMENT_GATEWAY ?? (braintree ? "braintree" : "local");
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  return {
    gateway,
    braintree,
    localChosenExplicitly: e.PAYMENT_GATEWAY === "local",
    reconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
  };
}

function socialProviders(e: Env): AuthConfig["socialProviders"] {
  const keys: AuthConfig["socialProviders"] = {};
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    keys.google = { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET };
  }
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET) {
    keys.facebook = { clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET };
  }
  if (e.APPLE_CLIENT_ID && e.APPLE_CLIENT_SECRET) {
    keys.apple = {
      clientId: e.APPLE_CLIENT_ID,
      clientSecret: e.APPLE_CLIENT_SECRET,
      ...(e.APPLE_APP_BUNDLE_IDENTIFIER
        ? { appBundleIdentifier: e.APPLE_APP_BUNDLE_IDENTIFIER }
        : {}),
    };
  }
  return keys;
}

/** The names of this machine a developer may type: all three reach a loopback listener. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

/**
 * Outside production the server listens on loopback only ("localhost" makes Fastify listen on
 * both 127.0.0.1 and ::1): a development server, its mailbox and its demo accounts are not for
 * the network. Production (a container behind a load balancer) listens on every interface.
 */
function listenHost(e: Env): string {
  return e.HOST ?? (e.NODE_ENV === "production" ? "0.0.0.0" : "localhost");
}

function trustedOrigins(e: Env, publicUrl: string): string[] {
  const origins = new Set([new URL(publicUrl).origin]);
  // Outside production, every loopback name of the server's port and of the Vite dev server
  // (which proxies /api while the browser sends its own origin) is this machine.
  if (e.NODE_ENV !== "production") {
    for (const port of [e.PORT, 5173]) {
      for (const host of LOOPBACK_HOSTS) origins.add(`http://${host}:${port}`);
    }
  }
  for (const origin of (e.AUTH_TRUSTED_ORIGINS ?? "").split(",")) {
    if (origin.trim()) origins.add(origin.trim().replace(/\/+$/, ""));
  }
  return [...origins];
}

export interface Config {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute folder of the embedded PGlite database (unused when databaseUrl is set). */
  dataDir: string;
  /** postgres:// URL of a real server; undefined means the embedded PGlite database. */
  databaseUrl: string | undefined;
  country: Country;
  currency: Currency;
  languages: readonly Language[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute folder of the built SPA (apps/web/dist by default). */
  webDistDir: string;
  /** Where users reach the app, without a trailing slash. */
  publicUrl: string;
  trustProxy: boolean | number | string[];
  rateLimit: { max: number; windowMs: number };
  auth: AuthConfig;
  mail: MailConfig;
  /** Google Geocoding API key; unset = the built-in Canadian postal data (never sent to the browser). */
  geocoding: { googleMapsApiKey: string | undefined };
  payments: PaymentsConfig;
  renewals: RenewalsConfig;
  captcha: CaptchaConfig;
  /** Bank-affiliate tokens (services/membership/affiliate): the HMAC secret shared with the bank. */
  affiliate: { tokenSecret: string };
}

/** Thrown when the environment is invalid; the message lists every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses the environment once into a typed Config. Empty variables count as unset, so a blank
 * line in a .env file falls back to the default instead of failing.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `  - ${name}=${JSON.stringify(present[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // A real deployment (its own PostgreSQL) must bring its secret; see AuthConfig.secret.
  if (e.NODE_ENV === "production" && !e.BETTER_AUTH_SECRET && e.DATABASE_URL) {
    throw new ConfigError(
      "Invalid environment configuration:\n  - BETTER_AUTH_SECRET is required in production (32+ random characters, e.g. `openssl rand -base64 32`)",
    );
  }
  // A forged bank token would give SPC+ away: a known development secret must never sign one in
  // production, so production (embedded database or not) needs its own.
  if (e.NODE_ENV === "production" && !e.AFFILIATE_TOKEN_SECRET) {
    throw new ConfigError(
      "Invalid environment configuration:\n  - AFFILIATE_TOKEN_SECRET is required in production (32+ random characters shared with the bank, e.g. `openssl rand -base64 32`)",
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: listenHost(e),
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR ?? "data"),
    databaseUrl: e.DATABASE_URL,
    country: e.COUNTRY,
    currency: CURRENCY_BY_COUNTRY[e.COUNTRY],
    languages: LANGUAGES_BY_COUNTRY[e.COUNTRY],
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR ?? "apps/web/dist"),
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    auth: {
      secret:
        e.BETTER_AUTH_SECRET ?? (e.NODE_ENV === "production" ? null : DEVELOPMENT_AUTH_SECRET),
      trustedOrigins: trustedOrigins(e, publicUrl),
      rateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS },
      socialProviders: socialProviders(e),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    geocoding: { googleMapsApiKey: e.GOOGLE_MAPS_API_KEY },
    payments: paymentsConfig(e),
    renewals: {
      intervalMs: e.RENEWAL_INTERVAL_MS ?? (e.NODE_ENV === "test" ? 0 : 3_600_000),
      leadDays: e.RENEWAL_LEAD_DAYS,
      retryDays: e.RENEWAL_RETRY_DAYS ?? DEFAULT_RENEWAL_RETRY_DAYS,
    },
    captcha: { recaptchaSecret: e.RECAPTCHA_SECRET_KEY, hcaptchaSecret: e.HCAPTCHA_SECRET_KEY },
    affiliate: { tokenSecret: e.AFFILIATE_TOKEN_SECRET ?? DEVELOPMENT_AFFILIATE_SECRET },
  };
}

/** The allow-listed subset the browser may see (GET /api/config). Never add secrets here. */
export const publicConfigSchema = z.object({
  country: countrySchema,
  currency: z.enum(["CAD", "USD"]),
  languages: z.array(languageSchema),
  default_language: languageSchema,
  public_url: z.string(),
  /** Social sign-in buttons to show; a provider without keys is absent (its button hidden). */
  auth_providers: z.array(z.enum(SOCIAL_PROVIDERS)),
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
  };
}
