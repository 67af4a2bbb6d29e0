// The npm registry mirror reachable here serves only the Linux builds of Biome, so npm writes a
// lock file without the other platforms' optional binaries and `npm ci` then refuses it as out of
// sync. This adds the missing optional entries (platform-guarded, so npm skips them on Linux and
// a developer on macOS or Windows still gets the right binary from the public registry).
// Run after any `npm install` that touches Biome: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const biome = lock.packages["node_modules/@biomejs/biome"];
const platforms = {
  "cli-android-arm64": { os: ["android"], cpu: ["arm64"] },
  "cli-android-x64": { os: ["android"], cpu: ["x64"] },
  "cli-darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
  "cli-darwin-x64": { os: ["darwin"], cpu: ["x64"] },
  "cli-linux-arm64": { os: ["linux"], cpu: ["arm64"], libc: ["glibc"] },
  "cli-linux-arm64-musl": { os: ["linux"], cpu: ["arm64"], libc: ["musl"] },
  "cli-linux-x64": { os: ["linux"], cpu: ["x64"], libc: ["glibc"] },
  "cli-linux-x64-musl": { os: ["linux"], cpu: ["x64"], libc: ["musl"] },
  "cli-win32-arm64": { os: ["win32"], cpu: ["arm64"] },
  "cli-win32-x64": { os: ["win32"], cpu: ["x64"] },
};

let added = 0;
for (const [name, version] of Object.entries(biome.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  const platform = platforms[name.replace("@biomejs/", "")];
  if (lock.packages[key] || !platform) continue;
  lock.packages[key] = {
    version,
    dev: true,
    license: "MIT OR Apache-2.0",
    optional: true,
    ...platform,
  };
  added += 1;
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`package-lock.json: ${added} optional Biome platform entries added`);
