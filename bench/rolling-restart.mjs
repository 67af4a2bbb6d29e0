// Rolling restarts under load (issue 21, decision 0040): the mixed load of a spike — anonymous
// browsing, signed-in reads, code reveals — through HAProxy in front of scripts/multi-copy.sh,
// first steady on one copy and on two copies (the one-copy/two-copy figures), then on two copies
// while copy a and then copy b restart (SIGTERM, drain, start again). Goal: 0 failed requests.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const here = import.meta.dirname;
const root = join(here, "..");
const LB_PORT = Number(process.env.BENCH_LB_PORT ?? 8490);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_S = 5;
// Load before the first restart and after the last copy is back, so both ends are steady.
const SETTLE_S = 5;
const ORIGIN = `http://localhost:${LB_PORT}`;
const PASSWORD = "Student2026!"; // README: Demo accounts
// Demo members with a valid card (their reveals answer 200), and one whose card expired (reads).
const REVEALERS = ["member@demo.spc.ca", "plus@demo.spc.ca", "trial@demo.spc.ca"];
const READER = "expired@demo.spc.ca";

const log = (message) => console.info(`[rolling-restart] ${message}`);

/**
 * scripts/multi-copy.sh with `copies` copies, in its own process group; resolves once it prints
 * "multi-copy ready". `restart(name)` sends the script its restart signal for that copy and
 * resolves when it reports the copy back in the balancer's rotation.
 */
async function startHarness(copies) {
  const child = spawn("scripts/multi-copy.sh", [], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      MULTI_COPIES: String(copies),
      MULTI_LB_PORT: String(LB_PORT),
      MULTI_A_PORT: String(LB_PORT + 1),
      MULTI_B_PORT: String(LB_PORT + 2),
      MULTI_STATS_PORT: String(LB_PORT + 3),
      // All the load comes from this one machine, through one balancer: the per-address request
      // limit (300 a minute) would answer most of it with 429. A spike comes from many addresses,
      // each under its limit, so the limit is lifted for the run (as catalogue-load.mjs does).
      RATE_LIMIT_MAX: "1000000000",
    },
  });
  const waiters = [];
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
    let newline = out.indexOf("\n");
    while (newline >= 0) {
      const line = out.slice(0, newline);
      out = out.slice(newline + 1);
      if (process.env.BENCH_VERBOSE) console.info(line);
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
      newline = out.indexOf("\n");
    }
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const next = (pattern) =>
    new Promise((resolve, reject) => {
      waiters.push({ pattern, resolve });
      exited.then((code) => reject(new Error(`multi-copy.sh exited (${code})`)));
    });
  await next(/^multi-copy ready /);
  return {
    async restart(name) {
      const done = next(new RegExp(`^multi-copy restarted ${name} `));
      process.kill(child.pid, name === "a" ? "SIGUSR1" : "SIGUSR2");
      return done;
    },
    async stop() {
      if (child.exitCode !== null) return;
      process.kill(child.pid, "SIGTERM");
      await exited;
    },
  };
}

async function call(path, { method = "GET", body, cookie } = {}) {
  const headers = { origin: ORIGIN };
  if (body) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  return fetch(`http://127.0.0.1:${LB_PORT}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function signIn(email) {
  const response = await call("/api/auth/sign-in/email", {
    method: "POST",
    body: { email, password: PASSWORD },
  });
  if (!response.ok) throw new Error(`sign-in ${email}: HTTP ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const PAGE = { ...BROWSER, accept: "text/html,application/xhtml+xml" };

/**
 * One cycle of the mixed load, which every connection repeats: 10 anonymous requests (catalogue
 * list, category page, offer detail, search, three page HTMLs…), 6 signed-in reads and 4 code
 * reveals, spread over the demo members.
 */
async function mixedRequests() {
  const cookies = {};
  for (const email of [...REVEALERS, READER]) cookies[email] = await signIn(email);
  const anonymous = [
    ["/api/offers/v5/offers/summary", BROWSER],
    [
      "/api/offers/v4/offers/category/food-and-drink?offer_filters=online&sort_by=highest_discount",
      BROWSER,
    ],
    ["/api/offers/v2/offers/1", BROWSER],
    ["/api/offers/v2/offers/2", BROWSER],
    ["/api/offers/v5/offers/summary?page=2", BROWSER],
    ["/api/offers/v2/offers/3", BROWSER],
    ["/deals", PAGE],
    ["/deals/maple-slice-pizza/offer/1", PAGE],
    ["/", PAGE],
    ["/api/config", BROWSER],
  ].map(([path, headers]) => ({ kind: "anonymous", path, headers }));
  const member = (email, path) => ({
    kind: path.endsWith("/code") ? "reveal" : "signed-in",
    path,
    headers: { ...BROWSER, origin: ORIGIN, cookie: cookies[email] },
  });
  const signedIn = [
    member(REVEALERS[0], "/api/auth/get-session"),
    member(REVEALERS[1], "/api/users/v2/cardsForUser"),
    member(READER, "/api/users/v2/user/notifications"),
    member(REVEALERS[2], "/api/users/membership/expiry-status"),
    member(READER, "/api/users/v2/user/favouriteOffers"),
    member(REVEALERS[0], "/api/users/v2/user/notifications"),
  ];
  const reveals = [
    member(REVEALERS[0], "/api/offers/v2/offers/1/code"),
    member(REVEALERS[1], "/api/offers/v2/offers/2/code"),
    member(REVEALERS[2], "/api/offers/v2/offers/3/code"),
    member(REVEALERS[0], "/api/offers/v2/offers/2/code"),
  ];
  // Interleaved, so a connection's consecutive requests are of different kinds.
  const cycle = [];
  for (let i = 0; i < anonymous.length; i++) {
    cycle.push(anonymous[i]);
    if (i < signedIn.length) cycle.push(signedIn[i]);
    if (i < reveals.length) cycle.push(reveals[i]);
  }
  // Every request answers 200 before the load starts: a mistake here is not a "failed request".
  for (const request of cycle) {
    const response = await fetch(`http://127.0.0.1:${LB_PORT}${request.path}`, {
      headers: request.headers,
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${request.path}: HTTP ${response.status}`);
  }
  return cycle;
}

/** Statuses by kind of request and the connection errors, with when they happened. */
function tally(cycle, startedAt) {
  const byKind = {};
  const failures = [];
  const requests = cycle.map((request) => ({
    method: "GET",
    path: request.path,
    headers: request.headers,
    onResponse(status) {
      byKind[request.kind] ??= {};
      const kind = byKind[request.kind];
      kind[status] = (kind[status] ?? 0) + 1;
      if (status >= 400 && failures.length < 200) {
        failures.push({ atS: (Date.now() - startedAt()) / 1000, path: request.path, status });
      }
    },
  }));
  return { byKind, failures, requests };
}

function loadAverage() {
  return os.loadavg().map((value) => Number(value.toFixed(2)));
}

/** autocannon over the cycle; `during(instance)` runs alongside and may stop it. */
async function runLoad(cycle, { seconds, during }) {
  let startedAt = Date.now();
  const counts = tally(cycle, () => startedAt);
  const connectionErrors = [];
  const loadBefore = loadAverage();
  startedAt = Date.now();
  const instance = autocannon({
    url: `http://127.0.0.1:${LB_PORT}`,
    requests: counts.requests,
    connections: CONNECTIONS,
    duration: seconds,
  });
  instance.on("reqError", (error) => {
    if (connectionErrors.length < 200) {
      connectionErrors.push({
        atS: (Date.now() - startedAt) / 1000,
        error: error.code ?? error.message,
      });
    }
  });
  const events = during ? await during(instance, () => (Date.now() - startedAt) / 1000) : [];
  const result = await instance;
  const elapsedS = (Date.now() - startedAt) / 1000;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const count = (test) =>
    Object.entries(statuses).reduce((sum, [code, n]) => (test(Number(code)) ? sum + n : sum), 0);
  // 429 would be the rate limit (lifted for the run, so it should not appear): counted apart.
  const rateLimited = statuses[429] ?? 0;
  const httpErrors = count((code) => code >= 400) - rateLimited;
  return {
    seconds: Number(elapsedS.toFixed(1)),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / elapsedS),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    statuses,
    statusesByKind: counts.byKind,
    rateLimited,
    httpErrors,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    failed: httpErrors + result.errors,
    firstFailures: [...counts.failures, ...connectionErrors]
      .sort((a, b) => a.atS - b.atS)
      .slice(0, 20),
    events,
  };
}

async function steady(copies) {
  log(`starting ${copies} cop${copies === 1 ? "y" : "ies"}…`);
  const harness = await startHarness(copies);
  try {
    const cycle = await mixedRequests();
    // Warm-up: the copies compile their code on first use (tsx, the JIT) and fill their caches.
    if (RUNS > 0) await runLoad(cycle, { seconds: WARMUP_S });
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await runLoad(cycle, { seconds: DURATION_S });
      log(
        `${copies} cop${copies === 1 ? "y" : "ies"}, run ${run}: ${result.requestsPerSecond} req/s, ` +
          `p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, failed ${result.failed}, ` +
          `load ${result.loadAverageBefore.join(" ")}`,
      );
      runs.push(result);
    }
    const rolling = copies === 2 ? await rollingRestart(harness, cycle) : undefined;
    return { copies, runs, rolling };
  } finally {
    await harness.stop();
  }
}

async function rollingRestart(harness, cycle) {
  log("rolling restart under load: copy a, then copy b…");
  const during = async (instance, at) => {
    const events = [];
    const mark = (event) => {
      events.push({ atS: Number(at().toFixed(1)), event });
      log(`${at().toFixed(1)} s: ${event}`);
    };
    await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
    for (const name of ["a", "b"]) {
      mark(`SIGTERM copy ${name}`);
      const line = await harness.restart(name);
      mark(`copy ${name} back in rotation (${line.replace(/^multi-copy /, "")})`);
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
    mark("stop");
    instance.stop();
    return events;
  };
  // Long enough for both restarts; stopped once copy b is back and settled.
  const result = await runLoad(cycle, { seconds: 600, during });
  log(
    `rolling restart: ${result.requests} requests in ${result.seconds} s, failed ${result.failed} ` +
      `(HTTP ${result.httpErrors}, connection ${result.connectionErrors}), p99 ${result.latencyP99Ms} ms`,
  );
  return result;
}

// BENCH_RUNS=0: the rolling restart only.
const one = RUNS > 0 ? await steady(1) : { runs: [] };
const two = await steady(2);

const rows = [
  ...one.runs.map((r, i) => ({ what: `1 copy, run ${i + 1}`, ...r })),
  ...two.runs.map((r, i) => ({ what: `2 copies, run ${i + 1}`, ...r })),
  { what: "2 copies, rolling restart", ...two.rolling },
].map((r) => ({
  what: r.what,
  requests: r.requests,
  "req/s": r.requestsPerSecond,
  "p50 ms": r.latencyP50Ms,
  "p99 ms": r.latencyP99Ms,
  failed: r.failed,
  "429s": r.rateLimited,
  "load avg before": r.loadAverageBefore.join(" "),
}));
const columns = Object.keys(rows[0]);
const width = (column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length));
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(width(columns[i]))).join(" │ ");
console.info(`\n${line(columns)}\n${columns.map((c) => "─".repeat(width(c))).join("─┼─")}`);
for (const row of rows) console.info(line(columns.map((column) => row[column])));

const report = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  mix: "per cycle of 20: 10 anonymous (catalogue API reads, /api/config, 3 page HTMLs), 6 signed-in reads, 4 code reveals",
  goal: "0 failed requests during a rolling restart; on 2 cores two copies lose nothing against one",
  oneCopy: one.runs,
  twoCopies: two.runs,
  rollingRestart: two.rolling,
};
mkdirSync(join(here, "reports"), { recursive: true });
writeFileSync(
  join(here, "reports", "rolling-restart.json"),
  `${JSON.stringify(report, null, 2)}\n`,
);
if (two.rolling.failed > 0) process.exitCode = 1;
