import { fileURLToPath } from "node:url";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";

// `tsx src/db/cli.ts migrate|seed` — DATABASE_URL for a server, else PGlite in DATA_DIR
// (default <repo root>/data, the same folder the API uses). "seed" migrates first.
const defaultDataDir = fileURLToPath(new URL("../../../../data", import.meta.url));

async function main(command: string | undefined) {
  if (command !== "migrate" && command !== "seed") {
    console.error("usage: tsx src/db/cli.ts migrate|seed");
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || defaultDataDir,
  });
  try {
    const started = Date.now();
    await migrateDatabase(database);
    console.info(`migrations applied (${database.kind})`);
    if (command === "seed") {
      const { seeded } = await seedDatabase(database);
      console.info(seeded ? "demo data seeded" : "catalogue not empty: seed skipped");
    }
    console.info(`done in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
