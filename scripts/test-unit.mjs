// Unit and API tests. API tests always run on a fresh embedded PGlite; when TEST_DATABASE_URL
// points at a PostgreSQL server they run a second time there, so both engines stay proven.
import { spawnSync } from "node:child_process";

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

function vitest(args, env) {
  const result = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.info("\n▶ unit and API tests (PGlite)");
vitest([], envWithoutPg);

if (TEST_DATABASE_URL) {
  console.info(
    `\n▶ API tests again on PostgreSQL (${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, "//")})`,
  );
  vitest(["--project", "api"], process.env);
}
