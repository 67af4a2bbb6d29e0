import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { LOCKOUT_MAX_FAILURES, LOCKOUT_MINUTES, type LoginState } from "@spc/shared";
import type { Budget } from "../../lib/budget";
import { normalizeEmail } from "./lockout";

const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The budget of a device's failed sign-ins (`failures` of createTrustedDevices). */
export const DEVICE_FAILURES = { max: LOCKOUT_MAX_FAILURES, windowMs: LOCKOUT_MINUTES * 60_000 };

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", ASVS 2.2): a
 * browser where an account signed in successfully gets a signed cookie naming that account.
 * Sign-ins carrying it are not stopped by the account's lock, which only holds clients without
 * it; their failures lock that one cookie instead (LOCKOUT_MAX_FAILURES in LOCKOUT_MINUTES). So
 * a stranger who locks an address cannot lock its owner out of the browsers they use.
 *
 * The cookie is `<account tag>.<nonce>.<signature>`: the tag is a keyed hash of the address (the
 * address itself is not readable in it), the signature an HMAC of both with a key derived from
 * the auth secret. Failure counts live in the app's limiter store (`failures`, a DEVICE_FAILURES
 * budget: Redis when REDIS_URL is set); a success issues a new cookie, so a new count.
 */
export function createTrustedDevices(options: {
  secret: string;
  secure: boolean;
  failures: Budget;
  now?: () => number;
}) {
  const key = createHmac("sha256", options.secret).update("spc-trusted-device").digest();
  const name = options.secure ? "__Secure-spc.device" : "spc.device";
  const { failures } = options;

  const mac = (value: string) => createHmac("sha256", key).update(value).digest("base64url");
  const tagOf = (email: string) => mac(`account:${normalizeEmail(email)}`).slice(0, 22);

  async function stateOf(nonce: string): Promise<LoginState> {
    const spent = await failures.peek(nonce);
    const failed = Math.min(spent.count, LOCKOUT_MAX_FAILURES);
    const wait = spent.waitSeconds;
    const locked = failed >= LOCKOUT_MAX_FAILURES;
    return {
      is_allowed: !locked,
      failed_attempts: failed,
      remaining_attempts: LOCKOUT_MAX_FAILURES - failed,
      locked_until: locked
        ? new Date((options.now?.() ?? Date.now()) + wait * 1000).toISOString()
        : null,
    };
  }

  return {
    /** The nonce of the request's device cookie when it is genuine and names this address. */
    read(cookieHeader: string | null | undefined, email: unknown): string | null {
      if (typeof email !== "string" || !cookieHeader) return null;
      const raw = readCookie(cookieHeader, name);
      const [tag, nonce, signature] = raw?.split(".") ?? [];
      if (!tag || !nonce || !signature) return null;
      const expected = Buffer.from(mac(`${tag}.${nonce}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return tag === tagOf(email) ? nonce : null;
    },

    /** A Set-Cookie value marking this browser as one where `email` signed in. */
    issue(email: string): string {
      const tag = tagOf(email);
      const nonce = randomBytes(16).toString("base64url");
      const value = `${tag}.${nonce}.${mac(`${tag}.${nonce}`)}`;
      const secure = options.secure ? "; Secure" : "";
      return `${name}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
    },

    state: stateOf,

    /** Counts a failed sign-in from this device. */
    async recordFailure(nonce: string): Promise<LoginState> {
      await failures.hit(nonce);
      return stateOf(nonce);
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}
