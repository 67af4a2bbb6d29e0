import type { StaffRole } from "@spc/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { DEMO_PASSWORD } from "../../db/seed";
import type { Auth } from "./auth";
import { createStaffAccount, enableTotpWithSecret } from "./staff-accounts";

/**
 * The TOTP secret of every demo staff account (32 characters, like the ones the two-factor plugin
 * generates). Public on purpose: the README prints it as a key for an authenticator app, and the
 * browser journeys compute codes from it. Demo staff exist only where DEMO_STAFF allows.
 */
export const DEMO_STAFF_TOTP_SECRET = "SPC-demo-staff-totp-not-secret!!";

export const DEMO_STAFF: readonly {
  email: string;
  name: string;
  role: StaffRole;
  language: "en" | "fr";
}[] = [
  { email: "admin@demo.spc.ca", name: "Morgan Tremblay", role: "admin", language: "fr" },
  { email: "editor@demo.spc.ca", name: "Riley Chen", role: "editor", language: "en" },
  { email: "support@demo.spc.ca", name: "Noah Côté", role: "support", language: "fr" },
];

/**
 * Creates the demo staff accounts (password DEMO_PASSWORD, TOTP on with DEMO_STAFF_TOTP_SECRET)
 * when they are missing; an existing one is left as it is (its owner may have changed it).
 */
export async function ensureDemoStaff(auth: Auth, db: Db): Promise<number> {
  let created = 0;
  for (const person of DEMO_STAFF) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, person.email));
    if (existing) continue;
    const account = await createStaffAccount(db, person, DEMO_PASSWORD);
    await enableTotpWithSecret(auth, db, account.userId, DEMO_STAFF_TOTP_SECRET);
    created += 1;
  }
  return created;
}
