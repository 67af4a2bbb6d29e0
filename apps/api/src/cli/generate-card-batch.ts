import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { COBRANDS, type Cobrand } from "@spc/shared";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { batchToCsv, generateCardBatch } from "../services/membership";

// tsx apps/api/src/cli/generate-card-batch.ts --count 100 --cobrand spc [--out cards.csv]
//   [--campus NAME] [--g-ticket] [--highschool] [--vip] [--expiry YYYY-MM-DD] [--batch ID]
// Pre-generates unassigned in-store cards (status inactive) and prints "card_number,csv" lines
// (or writes them to --out, mode 0600). DATABASE_URL for a server, else PGlite in DATA_DIR
// (default <repo>/data, the folder the API uses — stop the API first: PGlite is single-process).
const defaultDataDir = fileURLToPath(new URL("../../../../data", import.meta.url));

const USAGE =
  "usage: generate-card-batch --count N --cobrand spc|cibc|campus [--out FILE] [--campus NAME] [--g-ticket] [--highschool] [--vip] [--expiry YYYY-MM-DD] [--batch ID]";

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: "string" },
      cobrand: { type: "string", default: "spc" },
      out: { type: "string" },
      campus: { type: "string" },
      "g-ticket": { type: "boolean", default: false },
      highschool: { type: "boolean", default: false },
      vip: { type: "boolean", default: false },
      expiry: { type: "string" },
      batch: { type: "string" },
    },
  });
  const count = Number(values.count);
  const cobrand = values.cobrand as Cobrand;
  if (!Number.isInteger(count) || count < 1 || !COBRANDS.includes(cobrand)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  if (values.expiry && !/^\d{4}-\d{2}-\d{2}$/.test(values.expiry)) {
    console.error("--expiry must be YYYY-MM-DD");
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || defaultDataDir,
  });
  try {
    await migrateDatabase(database);
    const batch = await generateCardBatch(database.db, {
      count,
      cobrand,
      campus: values.campus ?? null,
      isGTicket: values["g-ticket"],
      isHighschool: values.highschool,
      isVipCard: values.vip,
      expiryDate: values.expiry ?? null,
      ...(values.batch ? { batchId: values.batch } : {}),
    });
    const csv = batchToCsv(batch);
    if (values.out) {
      await writeFile(values.out, csv, { mode: 0o600 });
      console.error(`batch ${batch.batchId}: ${batch.cards.length} cards written to ${values.out}`);
    } else {
      process.stdout.write(csv);
      console.error(`batch ${batch.batchId}: ${batch.cards.length} cards`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
