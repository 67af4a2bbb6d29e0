// The built product started for a benchmark: `npm start`'s server in production mode in its own
// process group (so stopping it also stops tsx), and the wait until /api/health answers.
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");

/**
 * Starts the production API + SPA on `port`. Without `env.DATABASE_URL` it uses the embedded
 * database in `env.DATA_DIR` (the caller's own DATABASE_URL is ignored, so a bench never writes
 * to whatever database the shell points at).
 */
export function startProductServer({ port, env = {}, stdio = "ignore" }) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawn("npm", ["run", "start", "--workspace", "@spc/api"], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "production",
      // Production refuses to start without one; a throw-away secret is right for a benchmark.
      AFFILIATE_TOKEN_SECRET: "bench-affiliate-secret-bench-affiliate-0001",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio,
    detached: true,
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitForAnswer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer in time`);
}

export function waitForHealth(port, timeoutMs) {
  return waitForAnswer(`http://127.0.0.1:${port}/api/health`, timeoutMs);
}

/** Stops the server's whole process group and waits until it has gone. */
export async function stopProductServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.on("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await exited;
}
