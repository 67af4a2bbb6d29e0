import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { mintLoginToken, UnknownAccountError } from "../services/auth";

// `tsx src/cli/mint-login-token.ts <email>` (from apps/api) — prints a single-use auto-login link
// (valid 5 minutes) for an existing account, on the database the API uses (DATABASE_URL or
// DATA_DIR). Opening it signs out whoever is signed in in that browser and signs in as <email>.

async function main(email: string | undefined) {
  if (!email) {
    console.error("usage: tsx src/cli/mint-login-token.ts <email>");
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { url, token, expiresAt } = await mintLoginToken(database.db, email, {
      publicUrl: config.publicUrl,
    });
    console.info(url);
    console.info(`token: ${token}`);
    console.info(`expires: ${expiresAt.toISOString()} (single use)`);
  } catch (error) {
    if (error instanceof UnknownAccountError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
