// Starts the built product for the browser journeys on a brand-new embedded database, so every
// run begins from the demo seed exactly like a newcomer's first `npm start`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = mkdtempSync(join(tmpdir(), "spc-e2e-"));
// The journeys always use the embedded database, whatever the caller's DATABASE_URL says.
// NODE_ENV=test serves the same built SPA and API as production, plus the development mailbox
// (never served in production) so a journey can open the verification e-mail like a newcomer.
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn("npm", ["run", "start", "--workspace", "@spc/api"], {
  stdio: "inherit",
  env: {
    ...env,
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Every journey signs in from 127.0.0.1, so per-address limits would trip across journeys;
    // the limits themselves are proven by the API tests.
    RATE_LIMIT_MAX: "100000",
    AUTH_RATE_LIMIT_MAX: "10000",
    // The age and ID check (decision 0047) concerns active members from this age: above the
    // journeys' usual members (born 2001), so only the ID check journey's older member meets it.
    ID_CHECK_AGE_THRESHOLD: "40",
  },
});

function shutdown() {
  server.kill("SIGTERM");
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
