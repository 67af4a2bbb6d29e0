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

interface CheckDeps {
  db: Db;
  lockout: Lockout;
  password: PasswordHasher;
}

/**
 * Checks an e-mail + password without touching the lockout: a locked address fails, an unknown
 * e-mail costs the same hashing time as a known one. Used as is for passwordIsValid asked by
 * anyone but the account's own session, which must never lock the owner out (decision 0019).
 */
export async function checkPasswordOnly(
  deps: CheckDeps,
  email: string,
  password: string,
): Promise<CredentialCheck> {
  if (!(await deps.lockout.state(email)).is_allowed) return { ok: false, reason: "locked" };
  const [row] = await deps.db
    .select({ userId: users.id, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.email, normalizeEmail(email)));
  let ok = false;
  if (row?.hash) ok = await deps.password.verify({ hash: row.hash, password });
  else await deps.password.hash(password);
  return ok && row ? { ok: true, userId: row.userId } : { ok: false, reason: "invalid" };
}

/**
 * Checks an e-mail + password for the account's own session (reauthentication, passwordIsValid
 * asked by the signed-in owner) with the rules of a sign-in: a failure counts toward the
 * lockout, a success clears the count.
 */
export async function checkCredentials(
  deps: CheckDeps & { mails: AccountMails },
  email: string,
  password: string,
): Promise<CredentialCheck> {
  const check = await checkPasswordOnly(deps, email, password);
  if (check.ok) await deps.lockout.reset(email);
  else if (check.reason === "invalid") {
    await handleFailedSignIn(deps.db, deps.lockout, deps.mails, email);
  }
  return check;
}
