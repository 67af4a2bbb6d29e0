import { createHash, randomBytes, randomUUID } from "node:crypto";
import { LOCKOUT_MAX_FAILURES, LOCKOUT_MINUTES, type LoginState } from "@spc/shared";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginAttempts, verifications } from "../../db/schema";

const UNLOCK_TOKEN_TTL_MS = 60 * 60 * 1000;
const UNLOCK_PREFIX = "unlock-account:";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * Account lockout (spec §4): LOCKOUT_MAX_FAILURES consecutive failed e-mail sign-ins lock the
 * address for LOCKOUT_MINUTES, or until the e-mailed unlock link is used. Kept per e-mail address
 * whether or not an account exists, so the answers never reveal which addresses are registered.
 */
export function createLockout(db: Db, now: () => Date = () => new Date()) {
  async function row(email: string) {
    const [found] = await db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.emailLower, normalizeEmail(email)));
    return found;
  }

  function toState(found: Awaited<ReturnType<typeof row>>): LoginState {
    const current = now();
    const lockedUntil =
      found?.lockedUntil && found.lockedUntil > current ? found.lockedUntil : null;
    // An expired lock starts a fresh count.
    const failed = found?.lockedUntil && !lockedUntil ? 0 : (found?.failedCount ?? 0);
    return {
      is_allowed: lockedUntil === null,
      failed_attempts: failed,
      remaining_attempts: lockedUntil ? 0 : Math.max(0, LOCKOUT_MAX_FAILURES - failed),
      locked_until: lockedUntil ? lockedUntil.toISOString() : null,
    };
  }

  return {
    async state(email: string): Promise<LoginState> {
      return toState(await row(email));
    },

    /** Counts one failure; `justLocked` is true for the failure that locks the address. */
    async recordFailure(email: string): Promise<{ state: LoginState; justLocked: boolean }> {
      const emailLower = normalizeEmail(email);
      const current = now();
      const lockUntil = new Date(current.getTime() + LOCKOUT_MINUTES * 60_000);
      // One statement so concurrent failures cannot both miss the threshold. An expired lock
      // resets the count; reaching the threshold sets locked_until.
      const [updated] = await db
        .insert(loginAttempts)
        .values({ emailLower, failedCount: 1, lastFailedAt: current })
        .onConflictDoUpdate({
          target: loginAttempts.emailLower,
          set: {
            failedCount: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${current.toISOString()}::timestamptz then 1 else ${loginAttempts.failedCount} + 1 end`,
            lockedUntil: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${current.toISOString()}::timestamptz then null else ${loginAttempts.lockedUntil} end`,
            lastFailedAt: current,
          },
        })
        .returning();
      let justLocked = false;
      if (updated && updated.failedCount >= LOCKOUT_MAX_FAILURES && !updated.lockedUntil) {
        const locked = await db
          .update(loginAttempts)
          .set({ lockedUntil: lockUntil })
          .where(
            and(
              eq(loginAttempts.emailLower, emailLower),
              sql`${loginAttempts.lockedUntil} is null`,
            ),
          )
          .returning();
        justLocked = locked.length > 0;
      }
      return { state: toState(await row(emailLower)), justLocked };
    },

    /** A successful sign-in (or a password reset, or the unlock link) clears the count. */
    async reset(email: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.emailLower, normalizeEmail(email)));
    },

    /** A one-time unlock token for the e-mail; only its hash is stored. */
    async createUnlockToken(email: string): Promise<string> {
      const token = randomBytes(24).toString("base64url");
      await db.insert(verifications).values({
        id: randomUUID(),
        identifier: `${UNLOCK_PREFIX}${sha256(token)}`,
        value: normalizeEmail(email),
        expiresAt: new Date(now().getTime() + UNLOCK_TOKEN_TTL_MS),
      });
      return token;
    },

    /** Uses an unlock token once; false when unknown, used or expired. */
    async unlock(token: string): Promise<boolean> {
      const [used] = await db
        .delete(verifications)
        .where(
          and(
            eq(verifications.identifier, `${UNLOCK_PREFIX}${sha256(token)}`),
            gt(verifications.expiresAt, now()),
          ),
        )
        .returning();
      if (!used) return false;
      await this.reset(used.value);
      return true;
    },
  };
}

export type Lockout = ReturnType<typeof createLockout>;
