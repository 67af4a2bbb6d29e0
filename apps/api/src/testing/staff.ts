import type { StaffRole } from "@spc/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema";
import { createMember, type TestMember } from "./members";

/**
 * A signed-in staff account for back-office tests: a member made by `createMember`, given a role
 * and (unless `twoFactor: false`) a confirmed second factor, as the staff CLI and the TOTP set-up
 * would leave it.
 */
export async function createStaff(
  app: FastifyInstance,
  role: StaffRole,
  options: { twoFactor?: boolean; language?: "en" | "fr" } = {},
): Promise<TestMember> {
  const member = await createMember(app, { registered: false, language: options.language });
  await app.database.db
    .update(users)
    .set({ role, twoFactorEnabled: options.twoFactor ?? true })
    .where(eq(users.id, member.userId));
  return member;
}
