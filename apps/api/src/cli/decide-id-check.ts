import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { decidePendingByEmail } from "../services/users";

// `npm run id:decide --workspace @spc/api -- <email> verified|rejected` — the tester's decision
// on the member's pending ID verification (local adapter, decision 0047), on the database the API
// uses (DATABASE_URL or DATA_DIR; stop the API first when it runs on the embedded database).

async function main(email: string | undefined, decision: string | undefined) {
  if (!email || (decision !== "verified" && decision !== "rejected")) {
    console.error("usage: npm run id:decide -- <email> verified|rejected");
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outcome = await decidePendingByEmail(database.db, email, decision);
    if (!outcome) {
      console.error(`No pending ID verification for ${email}`);
      process.exitCode = 1;
      return;
    }
    console.info(`${email}: ID ${outcome.status}`);
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
