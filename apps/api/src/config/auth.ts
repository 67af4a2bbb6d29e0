import type { SocialProvider } from "@spc/shared";
import type { Env } from "./env";
import { invalidEnvironment } from "./errors";
import { LOOPBACK_HOSTS } from "./server";

/** Used outside production when BETTER_AUTH_SECRET is unset; never valid in production. */
export const DEVELOPMENT_AUTH_SECRET = "spc-development-secret-not-for-production-use-0001";

interface SocialProviderKeys {
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
  /** How long a staff sign-in opens the back office (members' sessions last longer). */
  staffSessionMs: number;
  /**
   * Create the demo staff accounts at start (README). Their password and TOTP key are public, so
   * the default is on only for the embedded database, never for a real deployment's PostgreSQL.
   */
  demoStaff: boolean;
}

/** A real deployment (its own PostgreSQL) must bring its secret; see AuthConfig.secret. */
export function requireAuthSecret(e: Env): void {
  if (e.NODE_ENV === "production" && !e.BETTER_AUTH_SECRET && e.DATABASE_URL) {
    throw invalidEnvironment([
      "BETTER_AUTH_SECRET is required in production (32+ random characters, e.g. `openssl rand -base64 32`)",
    ]);
  }
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

export function authConfig(e: Env, publicUrl: string): AuthConfig {
  return {
    secret: e.BETTER_AUTH_SECRET ?? (e.NODE_ENV === "production" ? null : DEVELOPMENT_AUTH_SECRET),
    trustedOrigins: trustedOrigins(e, publicUrl),
    rateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS },
    socialProviders: socialProviders(e),
    staffSessionMs: e.STAFF_SESSION_HOURS * 3_600_000,
    demoStaff: e.DEMO_STAFF ? e.DEMO_STAFF === "true" : !e.DATABASE_URL,
  };
}
