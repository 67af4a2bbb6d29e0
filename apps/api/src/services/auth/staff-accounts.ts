import { randomBytes, randomUUID } from "node:crypto";
import type { StaffRole } from "@spc/shared";
import { hashPassword, symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, twoFactors, users } from "../../db/schema";
import type { Auth } from "./auth";

export interface StaffAccountInput {
  email: string;
  name: string;
  role: StaffRole;
  language?: "en" | "fr";
}

export type StaffAccountResult =
  | { created: true; userId: string; password: string }
  | { created: false; userId: string };

/** A password of 20 random characters that meets the password rules (letters of both cases, digits). */
export function generateStaffPassword(): string {
  const body = randomBytes(15).toString("base64url");
  return `${body}Aa7`;
}

/**
 * Creates a staff account with a generated password (answered once, never stored in clear), or
 * gives the role to the account that already has this e-mail. Either way the person sets up
 * their second factor at their first back-office sign-in: the guard lets them do nothing else.
 */
export async function createStaffAccount(
  db: Db,
  input: StaffAccountInput,
  password = generateStaffPassword(),
): Promise<StaffAccountResult> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await tx.update(users).set({ role: input.role }).where(eq(users.id, existing.id));
      return { created: false, userId: existing.id };
    }
    const userId = randomUUID();
    await tx.insert(users).values({
      id: userId,
      email,
      name: input.name,
      emailVerified: true,
      language: input.language ?? "en",
      role: input.role,
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: await hashPassword(password),
    });
    return { created: true, userId, password };
  });
}

/**
 * Turns on TOTP for an account with a given secret, as the two-factor plugin's enrolment would
 * leave it (secret and backup codes encrypted with the auth secret). Used for the demo staff,
 * whose key is published in the README so a tester can add it to an authenticator app.
 */
export async function enableTotpWithSecret(
  auth: Auth,
  db: Db,
  userId: string,
  totpSecret: string,
): Promise<void> {
  const context = await auth.$context;
  const secret = await symmetricEncrypt({ key: context.secretConfig, data: totpSecret });
  // The plugin keeps backup codes as an encrypted JSON list (its "encrypted" storage); the demo
  // accounts get ten random ones nobody is shown.
  const codes = Array.from({ length: 10 }, () => randomBytes(5).toString("hex"));
  const backupCodes = await symmetricEncrypt({
    key: context.secretConfig,
    data: JSON.stringify(codes),
  });
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.insert(twoFactors).values({
      id: randomUUID(),
      userId,
      secret,
      backupCodes,
      verified: true,
    });
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
  });
}
