// Drives scripts/multi-copy.sh over HTTP (decision 0040): not part of `npm test`.
//   node --test scripts/multi-copy.test.mjs
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { after, before, test } from "node:test";

const LB = Number(process.env.MULTI_LB_PORT ?? 8480);
const A = Number(process.env.MULTI_A_PORT ?? 8481);
const B = Number(process.env.MULTI_B_PORT ?? 8482);
const ORIGIN = `http://localhost:${LB}`;
const PASSWORD = "Student2026!";
// The public key of the demo staff accounts (README: Demo staff).
const DEMO_TOTP_KEY = "KNIEGLLEMVWW6LLTORQWMZRNORXXI4BNNZXXILLTMVRXEZLUEEQQ";

let harness;

before(async () => {
  harness = spawn("scripts/multi-copy.sh", [], {
    env: { ...process.env, DEMO_STAFF: "true" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise((resolve, reject) => {
    let out = "";
    harness.stdout.on("data", (chunk) => {
      out += chunk;
      process.stderr.write(chunk);
      const ready = out.match(/multi-copy ready .* db=(\S+)/);
      if (ready) {
        harness.databaseUrl = ready[1];
        resolve();
      }
    });
    harness.on("exit", (code) => reject(new Error(`multi-copy.sh exited with ${code}`)));
  });
});

after(async () => {
  if (!harness || harness.exitCode !== null) return;
  const done = new Promise((resolve) => harness.on("exit", resolve));
  process.kill(harness.pid, "SIGTERM");
  await done;
});

/** A request to one copy (or the balancer), as if from `client` (the balancer's X-Forwarded-For). */
async function call(port, path, { method = "GET", body, cookie, client } = {}) {
  const headers = { origin: ORIGIN };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  if (client) headers["x-forwarded-for"] = client;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { status: response.status, json: text ? JSON.parse(text) : null, cookies };
}

function totp(base32, at = Date.now()) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

test("a sign-in on one copy is valid on the other", async () => {
  const client = "198.51.100.1";
  const email = `both-${Date.now()}@example.com`;
  const up = await call(A, "/api/auth/sign-up/email", {
    method: "POST",
    client,
    body: { email, password: PASSWORD, name: "Two Copies", language: "en" },
  });
  assert.equal(up.status, 200);
  const signedIn = await call(A, "/api/auth/sign-in/email", {
    method: "POST",
    client,
    body: { email, password: PASSWORD },
  });
  assert.equal(signedIn.status, 200);
  const onB = await call(B, "/api/auth/get-session", { cookie: signedIn.cookies, client });
  assert.equal(onB.json?.user?.email, email);
});

test("the sign-in budget is shared: the 11th attempt is refused whichever copy answers", async () => {
  const client = "198.51.100.2";
  for (let attempt = 1; attempt <= 10; attempt++) {
    const wrong = await call(attempt % 2 ? A : B, "/api/auth/sign-in/email", {
      method: "POST",
      client,
      body: { email: `guess${attempt}@example.com`, password: "Wrong-pass1" },
    });
    assert.equal(wrong.status, 401, `attempt ${attempt}`);
  }
  for (const port of [A, B, LB]) {
    const refused = await call(port, "/api/auth/sign-in/email", {
      method: "POST",
      client,
      body: { email: "guess11@example.com", password: "Wrong-pass1" },
    });
    assert.equal(refused.status, 429);
    assert.equal(refused.json.error.code, "rate_limited");
  }
});

test("a catalogue change written through one copy shows on the other within about a second", async () => {
  const client = "198.51.100.3";
  const first = await call(A, "/api/auth/sign-in/email", {
    method: "POST",
    client,
    body: { email: "editor@demo.spc.ca", password: PASSWORD },
  });
  assert.equal(first.status, 200);
  const verified = await call(A, "/api/auth/two-factor/verify-totp", {
    method: "POST",
    client,
    cookie: first.cookies,
    body: { code: totp(DEMO_TOTP_KEY) },
  });
  assert.equal(verified.status, 200);
  const staff = verified.cookies;

  const before = await call(B, "/api/offers/v2/offers/1", { client });
  assert.equal(before.status, 200);
  const title = `Two copies ${Date.now()}`;
  const changed = await call(A, "/api/admin/offers/1", {
    method: "PATCH",
    client,
    cookie: staff,
    body: { title_en: title },
  });
  assert.equal(changed.status, 200);
  const start = Date.now();
  let seen = false;
  while (!seen && Date.now() - start < 3000) {
    const read = await call(B, "/api/offers/v2/offers/1", { client });
    seen = JSON.stringify(read.json).includes(title);
    if (!seen) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const elapsed = Date.now() - start;
  assert.ok(seen, "copy B never showed the change");
  assert.ok(elapsed <= 1500, `copy B showed the change after ${elapsed} ms`);
});

test("both copies run the renewal job, and a due card is charged once", async () => {
  const client = "198.51.100.4";
  const email = `renews-${Date.now()}@example.com`;
  await call(A, "/api/auth/sign-up/email", {
    method: "POST",
    client,
    body: { email, password: PASSWORD, name: "Renewing Member", language: "en" },
  });
  // The card and its saved method as a purchase leaves them (the checkout is not under test).
  const { default: pg } = await import("pg");
  const db = new pg.Client({ connectionString: harness.databaseUrl });
  await db.connect();
  try {
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const {
      rows: [user],
    } = await db.query('select id from "user" where email = $1', [email]);
    const {
      rows: [card],
    } = await db.query(
      `insert into cards (card_number, csv, expiry_date, is_primary, user_id, auto_renew, source, is_online_purchased)
       values ($1, '123', $2, true, $3, true, 'purchase', true) returning id`,
      [`MC${Date.now()}`, due, user.id],
    );
    const token = `mc-token-${Date.now()}`;
    await db.query(
      `insert into local_gateway_payment_methods (token, customer_id, nonce) values ($1, $2, 'fake-valid-nonce')`,
      [token, `spc_${user.id}`],
    );
    await db.query(
      `insert into payment_customers (user_id, gateway, customer_id, payment_method_token)
       values ($1, 'local', $2, $3)`,
      [user.id, `spc_${user.id}`, token],
    );
    // Both copies run the job every 2 s (RENEWAL_INTERVAL_MS): wait for a few rounds of each.
    let charged = [];
    const start = Date.now();
    while (Date.now() - start < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      ({ rows: charged } = await db.query(
        `select a.outcome from card_renewal_attempts a join card_renewals r on r.id = a.renewal_id
         where r.card_id = $1`,
        [card.id],
      ));
      if (charged.length > 0 && Date.now() - start > 6000) break;
    }
    assert.deepEqual(
      charged.map((row) => row.outcome),
      ["succeeded"],
    );
    // Both copies did run the job meanwhile (their own /metrics, read from this machine).
    for (const port of [A, B]) {
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const runs = metrics.match(/^spc_renewal_job_runs_total\{result="ok"\} (\d+)/m);
      assert.ok(Number(runs?.[1] ?? 0) >= 2, `copy on ${port} ran the job ${runs?.[1] ?? 0} times`);
    }
  } finally {
    await db.end();
  }
});
