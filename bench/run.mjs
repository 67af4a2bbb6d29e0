// `npm run bench`: runs every benchmark in this folder, one after the other.
import { spawnSync } from "node:child_process";

for (const script of ["startup.mjs", "catalogue-load.mjs", "page-weight.mjs", "lighthouse.mjs"]) {
  console.info(`\n▶ ${script}`);
  const result = spawnSync("node", [script], { stdio: "inherit", cwd: import.meta.dirname });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
