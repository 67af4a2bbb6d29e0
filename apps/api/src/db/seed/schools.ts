import type { Db } from "../client";
import { schoolDomains, schools } from "../schema";
import { SCHOOLS } from "./data/schools";

/** The school directory (docs/decisions/0041); adds missing schools and domains, keeps the rest. */
export async function seedSchools(db: Db): Promise<void> {
  await db
    .insert(schools)
    .values(
      SCHOOLS.map(([id, nameEn, nameFr, province, kind]) => ({
        id,
        nameEn,
        nameFr,
        province,
        kind,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(schoolDomains)
    .values(
      SCHOOLS.flatMap(([id, , , , , domains]) =>
        domains.map((domain) => ({ domain, schoolId: id })),
      ),
    )
    .onConflictDoNothing();
}
