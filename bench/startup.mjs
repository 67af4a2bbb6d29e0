// Start-up time of the production server: a first start on a brand-new DATA_DIR (create the
// embedded database, migrate, seed) and a warm start on the same folder.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const here = import.meta.dirname;

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("server did not become healthy in time");
}

async function timeStart(dataDir) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const started = performance.now();
  const server = spawn("npm", ["run", "start", "--workspace", "@spc/api"], {
    cwd: join(here, ".."),
    env: {
      ...env,
      NODE_ENV: "production",
      // Production refuses to start without one; a throw-away secret is right for a benchmark.
      AFFILIATE_TOKEN_SECRET: "bench-affiliate-secret-bench-affiliate-0001",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
    detached: true,
  });
  try {
    await waitForHealth(Date.now() + 120_000);
    return Math.round(performance.now() - started);
  } finally {
    process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
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
