import { createMailer } from "../adapters/mailer";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { DrawRefusedError, drawContest, verifyDraw } from "../services/contests";

// npm run contest:draw -w @spc/api -- <contest_id> [--seed <text>] [--no-notify]
//   Draws the winners of a closed contest uniformly at random among its eligible entries, records
//   the seed, the entries and a log (contest_draws), prints the log and e-mails the winners in
//   their language (SMTP_URL, else the outbox). Without --seed, 32 random bytes are the seed.
// npm run contest:draw -w @spc/api -- --verify <draw id>
//   Re-runs a recorded draw from its seed and entries and says whether the winners are the same.
// Same configuration as the API (DATABASE_URL, else PGlite in DATA_DIR: stop the API first).

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]) {
  const verify = option(args, "--verify");
  const contestKey = args.find(
    (arg, index) => !arg.startsWith("--") && !args[index - 1]?.startsWith("--"),
  );
  if (!verify && !contestKey) {
    console.error(
      "usage: contest:draw <contest_id> [--seed <text>] [--no-notify] | --verify <draw id>",
    );
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const db = database.db;
    if (verify) {
      const result = await verifyDraw(db, Number(verify));
      if (!result) throw new DrawRefusedError(`No draw #${verify}`);
      console.info(result.draw.log);
      console.info(
        `re-run winners ${result.winners.join(",")}: ${result.same ? "SAME" : "DIFFERENT"}`,
      );
      if (!result.same) process.exitCode = 1;
      return;
    }
    const result = await drawContest(db, createMailer(config.mail, db), contestKey!, {
      seed: option(args, "--seed"),
      now: new Date(),
      publicUrl: config.publicUrl,
      notify: !args.includes("--no-notify"),
    });
    console.info(result.log);
    console.info(`draw #${result.drawId} recorded`);
  } catch (error) {
    if (error instanceof DrawRefusedError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
