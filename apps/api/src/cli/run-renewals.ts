import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { runRenewalsOnce } from "../jobs/start";

// tsx apps/api/src/cli/run-renewals.ts — one run of the renewal job (cron, ops, tests by hand).
// Same configuration as the API (DATABASE_URL, else PGlite in DATA_DIR: stop the API first, PGlite
// is single-process). Safe next to running API copies on PostgreSQL (FOR UPDATE SKIP LOCKED +
// one renewal row per card and period).
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const result = await runRenewalsOnce(app);
      console.info(JSON.stringify(result));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
