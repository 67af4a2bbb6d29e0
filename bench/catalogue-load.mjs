// Catalogue read throughput (issue 4): 10,000 offers in the local PostgreSQL, the production API
// on it, autocannon -c 50 -d 20 against the hot catalogue reads, a search, and a bare node:http
// hello-world server measured in the same run as the reference.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { waitForAnswer } from "./product-server.mjs";

const here = import.meta.dirname;
const root = join(here, "..");
const SERVER_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432";
const DATABASE = "spc_bench";
const DATABASE_URL = `${SERVER_URL}/${DATABASE}`;
const API_PORT = Number(process.env.BENCH_PORT ?? 4290);
const BARE_PORT = API_PORT + 1;
const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 50;
const WARMUP_S = 3;

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

async function recreateDatabase() {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Fails fast when a port is taken: a stray server there would be measured instead of ours. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", () => reject(new Error(`port ${port} is in use; set BENCH_PORT`)))
      .once("listening", () => probe.close(resolve))
      .listen(port, "127.0.0.1");
  });
}

function startDetached(command, args, env) {
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/**
 * CPU time (ms) used so far by every process of a process group (the server and its npm/tsx
 * parents), from /proc. Throughput depends on what else runs on the box; CPU per request does
 * not, so the report gives both.
 */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const BARE_SERVER = `require("node:http").createServer((q, s) => {
  s.writeHead(200, { "content-type": "application/json" }); s.end('{"hello":"world"}');
}).listen(${BARE_PORT}, "127.0.0.1");`;

// What every browser sends: the API answers the cached pages pre-compressed.
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

function headersOf(target) {
  return {
    ...(target.plain ? {} : BROWSER_HEADERS),
    ...(target.body ? { "content-type": "application/json" } : {}),
  };
}

function cannon(target, seconds) {
  return autocannon({
    url: target.url,
    method: target.method ?? "GET",
    headers: headersOf(target),
    body: target.body ? JSON.stringify(target.body) : undefined,
    connections: CONNECTIONS,
    duration: seconds,
  });
}

async function measure(target) {
  const check = await fetch(target.url, {
    method: target.method ?? "GET",
    headers: headersOf(target),
    body: target.body ? JSON.stringify(target.body) : undefined,
  });
  if (target.optional && check.status === 404) return { name: target.name, skipped: "404" };
  if (!check.ok) throw new Error(`${target.name}: HTTP ${check.status} ${await check.text()}`);
  await cannon(target, WARMUP_S);
  const cpuBefore = groupCpuMs(target.pgid);
  const result = await cannon(target, DURATION_S);
  const cpuMs = groupCpuMs(target.pgid) - cpuBefore;
  return {
    name: target.name,
    url: target.url,
    method: target.method ?? "GET",
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    serverCpuUsPerRequest: result.requests.total
      ? Math.round((1000 * cpuMs) / result.requests.total)
      : null,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const api = (path) => `http://127.0.0.1:${API_PORT}/api/offers${path}`;
const targets = [
  { name: "bare node:http hello", url: `http://127.0.0.1:${BARE_PORT}/` },
  { name: "summary, anonymous first page", url: api("/v5/offers/summary") },
  {
    name: "summary, same, no accept-encoding",
    url: api("/v5/offers/summary"),
    plain: true,
  },
  {
    name: "category page, filtered",
    url: api("/v4/offers/category/food-and-drink?offer_filters=online&sort_by=highest_discount"),
  },
  {
    // One search repeated: a visitor's answer comes from the catalogue cache after the first
    // request (search-scale.mjs measures the uncached path).
    name: "search (POST /v2/search, cached)",
    url: api("/v2/search"),
    method: "POST",
    body: { q: "pizza" },
    optional: true,
  },
];

const loadBefore = os.loadavg();
await assertPortFree(API_PORT);
await assertPortFree(BARE_PORT);
console.info(`preparing ${DATABASE} with ${OFFERS} offers…`);
await recreateDatabase();
await run("npx", ["tsx", "src/db/seed/bench.ts"], {
  cwd: join(root, "apps/api"),
  env: { ...process.env, DATABASE_URL, BENCH_OFFERS: String(OFFERS) },
});

const bare = startDetached("node", ["-e", BARE_SERVER], {});
const server = startDetached("npm", ["run", "start", "--workspace", "@spc/api"], {
  NODE_ENV: "production",
  DATABASE_URL,
  PORT: String(API_PORT),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  // Production refuses to start without one; a throw-away secret is right for a benchmark.
  BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? randomBytes(32).toString("base64"),
  AFFILIATE_TOKEN_SECRET: process.env.AFFILIATE_TOKEN_SECRET ?? randomBytes(32).toString("base64"),
  // Production on a real database refuses the test gateway unless asked for on purpose.
  PAYMENT_GATEWAY: "local",
  // The load generator is one IP: the per-IP budget would turn the run into 429s.
  RATE_LIMIT_MAX: "1000000000",
});

targets[0].pgid = bare.pid;
for (const target of targets.slice(1)) target.pgid = server.pid;

const results = [];
try {
  await waitForAnswer(`http://127.0.0.1:${BARE_PORT}/`, 10_000);
  await waitForAnswer(`http://127.0.0.1:${API_PORT}/api/health`, 120_000);
  for (const target of targets) {
    console.info(`▶ ${target.name}`);
    results.push(await measure(target));
  }
} finally {
  await stop(server);
  await stop(bare);
}

const reference = results[0]?.requestsPerSecond ?? 0;
const referenceCpu = results[0]?.serverCpuUsPerRequest ?? 0;
const rows = results.map((r) =>
  r.skipped
    ? { target: r.name, "req/s": "skipped", "p99 ms": r.skipped, "vs bare": "" }
    : {
        target: r.name,
        "req/s": r.requestsPerSecond,
        "p50 ms": r.latencyP50Ms,
        "p99 ms": r.latencyP99Ms,
        "vs bare": reference ? `${Math.round((100 * r.requestsPerSecond) / reference)} %` : "",
        "cpu µs/req": r.serverCpuUsPerRequest,
        "cpu vs bare": r.serverCpuUsPerRequest
          ? `${Math.round((100 * referenceCpu) / r.serverCpuUsPerRequest)} %`
          : "",
        errors: r.errors + r.non2xx,
      },
);
const columns = [
  "target",
  "req/s",
  "p50 ms",
  "p99 ms",
  "vs bare",
  "cpu µs/req",
  "cpu vs bare",
  "errors",
];
const width = (column) =>
  Math.max(column.length, ...rows.map((row) => String(row[column] ?? "").length));
const line = (cells) =>
  cells.map((cell, i) => String(cell ?? "").padEnd(width(columns[i]))).join(" │ ");
console.info(`\n${line(columns)}\n${columns.map((c) => "─".repeat(width(c))).join("─┼─")}`);
for (const row of rows) console.info(line(columns.map((column) => row[column])));

const report = {
  date: new Date().toISOString(),
  offers: OFFERS,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  goal: "catalogue reads ≥ 50 % of bare node:http req/s, p99 ≤ 50 ms",
  loadAverageBefore: loadBefore,
  cpus: os.cpus().length,
  results,
};
mkdirSync(join(here, "reports"), { recursive: true });
writeFileSync(join(here, "reports", "catalogue-load.json"), `${JSON.stringify(report, null, 2)}\n`);
