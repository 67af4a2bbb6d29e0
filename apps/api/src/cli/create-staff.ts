import { parseArgs } from "node:util";
import { STAFF_ROLES, type StaffRole } from "@spc/shared";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { createStaffAccount } from "../services/auth";

// `npm run staff:create -w @spc/api -- --email you@example.com --name "Your Name" [--role admin]`
// creates a staff account on the database the API uses (DATABASE_URL or DATA_DIR) and prints its
// password once; an existing account with that e-mail is given the role instead. The second
// factor is set up at the first back-office sign-in (/admin).

const USAGE =
  'usage: npm run staff:create -w @spc/api -- --email <e-mail> --name "<name>" [--role admin|editor|support] [--language en|fr]';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string", default: "admin" },
      language: { type: "string", default: "en" },
    },
  });
  const role = values.role as StaffRole;
  if (!values.email?.includes("@") || !values.name || !STAFF_ROLES.includes(role)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const result = await createStaffAccount(database.db, {
      email: values.email,
      name: values.name,
      role,
      language: values.language === "fr" ? "fr" : "en",
    });
    if (result.created) {
      console.info(`Created ${role} ${values.email.toLowerCase()}`);
      console.info(`password: ${result.password}   (shown once; change it after signing in)`);
    } else {
      console.info(
        `${values.email.toLowerCase()} already had an account: it now has the role ${role}.`,
      );
    }
    console.info(`Sign in at ${config.publicUrl}/admin and set up the second factor.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
