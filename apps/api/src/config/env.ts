import { countrySchema, JOB_BOARD_PROVIDERS, RENEWAL_LEAD_DAYS } from "@spc/shared";
import { z } from "zod";
import { invalidEnvironment } from "./errors";

/**
 * Every environment variable the API reads, in one schema: reading them is one step, turning them
 * into each part of Config (server, auth, payments, …) is done by that part's file.
 */

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

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
  // Shared limiter store (and session cache) of several copies; unset = this process's memory.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  // Key prefix in Redis (several apps or test runs on one Redis).
  REDIS_PREFIX: z.string().min(1).default("spc:"),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  // /metrics from another machine needs `Authorization: Bearer <METRICS_TOKEN>`.
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // Audience measurement, loaded by browsers only after analytical consent (decision 0049).
  ANALYTICS_PROVIDER: z.enum(["local", "google", "off"]).default("local"),
  GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]{4,20}$/, "a GA4 measurement id (G-…)")
    .optional(),
  SESSION_RECORDING_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  // The secret schools' portals sign their students' tokens with (decision 0041).
  SCHOOL_PORTAL_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // The marketing e-mail service's preference API (decision 0049); unset: the local service.
  MARKETING_PREFERENCES_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETING_PREFERENCES_KEY: z.string().trim().min(8).max(500).optional(),
  MARKETING_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  // After SIGTERM, how long /api/ready answers 503 before the copy stops accepting.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  AUTH_TRUSTED_ORIGINS: z.string().optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  // Back office (decision 0042): a staff session opens the back office for this many hours.
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(8),
  // Demo staff accounts with a published password and TOTP key: default on the embedded database only.
  DEMO_STAFF: z.enum(["true", "false"]).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("SPC <no-reply@spc.local>"),
  // Uploaded files (contest photos): "local" keeps them under DATA_DIR/uploads; "s3" puts them in
  // an S3-compatible bucket (AWS, MinIO, R2…) named by the S3_* variables.
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
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
  // The renewal promo code the activation incentive offers (decision 0052); "none" = no coupon.
  ACTIVATION_INCENTIVE_PROMO_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a promo code (letters, digits, - and _), or "none"')
    // The demo seed's renewal code (db/seed); a deployment without it simply offers no coupon.
    .default("RENEW15"),
  RECAPTCHA_SECRET_KEY: z.string().trim().min(1).optional(),
  HCAPTCHA_SECRET_KEY: z.string().trim().min(1).optional(),
  AFFILIATE_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SUPPORT_EMAIL: z.email().default("support@spc.local"),
  CAREERS_EMAIL: z.email().default("careers@spc.local"),
  BUSINESS_URL: z.url({ protocol: /^https?$/ }).default("https://business.spc.example.com"),
  FUNDRAISING_URL: z.url({ protocol: /^https?$/ }).default("https://fundraising.spc.example.com"),
  JOB_BOARD: z.enum(JOB_BOARD_PROVIDERS).optional(),
  GREENHOUSE_BOARD_TOKEN: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,100}$/i, "a Greenhouse board token (letters, digits, - and _)")
    .optional(),
  TIMS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  TIMS_API_KEY: z.string().trim().min(8).max(500).optional(),
  TIMS_PARTNER_SLUG: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,100}$/, "a partner slug (lower-case letters, digits and -)")
    .default("cafe-boreal"),
  // Age and ID check (decision 0047): the age threshold, and the hosted identity-document
  // service (all three set together; unset = the local adapter a tester drives).
  ID_CHECK_AGE_THRESHOLD: z.coerce.number().int().min(16).max(120).default(25),
  ID_VERIFICATION_API_URL: z.url({ protocol: /^https$/ }).optional(),
  ID_VERIFICATION_API_KEY: z.string().trim().min(8).max(500).optional(),
  ID_VERIFICATION_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Parses the environment, listing every bad variable at once. Empty variables count as unset, so
 * a blank line in a .env file falls back to the default instead of failing.
 */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw invalidEnvironment(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".");
        return `${name}=${JSON.stringify(present[name] ?? "")}: ${issue.message}`;
      }),
    );
  }
  return parsed.data;
}
