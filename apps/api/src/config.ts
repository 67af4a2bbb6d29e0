import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type Country,
  CURRENCY_BY_COUNTRY,
  countrySchema,
  type Language,
  languageSchema,
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

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
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
});

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
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR ?? "data"),
    databaseUrl: e.DATABASE_URL,
    country: e.COUNTRY,
    currency: CURRENCY_BY_COUNTRY[e.COUNTRY],
    languages: LANGUAGES_BY_COUNTRY[e.COUNTRY],
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR ?? "apps/web/dist"),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
  };
}

/** The allow-listed subset the browser may see (GET /api/config). Never add secrets here. */
export const publicConfigSchema = z.object({
  country: countrySchema,
  currency: z.enum(["CAD", "USD"]),
  languages: z.array(languageSchema),
  default_language: languageSchema,
  public_url: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export function publicConfig(config: Config): PublicConfig {
  return {
    country: config.country,
    currency: config.currency,
    languages: [...config.languages],
    default_language: "en",
    public_url: config.publicUrl,
  };
}
