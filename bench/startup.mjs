// Start-up time of the production server: a first start on a brand-new DATA_DIR (create the
// embedded database, migrate, seed) and a warm start on the same folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProductServer, stopProductServer, waitForHealth } from "./product-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const here = import.meta.dirname;

async function timeStart(dataDir) {
  const started = performance.now();
  const server = startProductServer({ port: PORT, env: { DATA_DIR: dataDir } });
  try {
    await waitForHealth(PORT, 120_000);
    return Math.round(performance.now() - started);
  } finally {
    await stopProductServer(server);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "spc-bench-"));
try {
  const firstMs = await timeStart(dataDir);
  const warmMs = await timeStart(dataDir);
  const report = { date: new Date().toISOString(), firstStartMs: firstMs, warmStartMs: warmMs };
  console.info(`first start (new database, migrate, seed): ${firstMs} ms`);
  console.info(`warm start (existing database):            ${warmMs} ms`);
  mkdirSync(join(here, "reports"), { recursive: true });
  writeFileSync(join(here, "reports", "startup.json"), `${JSON.stringify(report, null, 2)}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
