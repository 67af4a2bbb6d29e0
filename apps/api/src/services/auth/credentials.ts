import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, users } from "../../db/schema";
import type { AccountMails } from "./emails";
import { type Lockout, normalizeEmail } from "./lockout";

interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** Counts a failed sign-in; the failure that locks the address e-mails its owner an unlock link. */
export async function handleFailedSignIn(
  db: Db,
  lockout: Lockout,
  mails: AccountMails,
  email: string,
): Promise<void> {
  const { justLocked } = await lockout.recordFailure(email);
  if (!justLocked) return;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (user) await mails.unlock(user, await lockout.createUnlockToken(email));
}

export type CredentialCheck =
  | { ok: true; userId: string }
  | { ok: false; reason: "locked" | "invalid" };

/**
 * Checks an e-mail + password outside the sign-in endpoint (passwordIsValid, reauthentication)
 * with the same rules: a locked address fails, a failure counts toward the lockout, an unknown
 * e-mail costs the same hashing time as a known one.
 */
export async function checkCredentials(
  deps: { db: Db; lockout: Lockout; mails: AccountMails; password: PasswordHasher },
  email: string,
  password: string,
): Promise<CredentialCheck> {
  const { db, lockout, mails } = deps;
  if (!(await lockout.state(email)).is_allowed) return { ok: false, reason: "locked" };
  const [row] = await db
    .select({ userId: users.id, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.email, normalizeEmail(email)));
  let ok = false;
  if (row?.hash) ok = await deps.password.verify({ hash: row.hash, password });
  else await deps.password.hash(password);
  if (!ok || !row) {
    await handleFailedSignIn(db, lockout, mails, email);
    return { ok: false, reason: "invalid" };
  }
  await lockout.reset(email);
  return { ok: true, userId: row.userId };
}
