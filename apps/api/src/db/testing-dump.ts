import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedClock } from "./seed/clock";

// Vitest isolates test files, so an in-process cache would rebuild the seeded PGlite (≈ 6 s) once
// per file. The dump is cached on disk instead, keyed by everything that changes its content:
// migrations, seed sources and the seed day (dates are relative to it).
const cacheDir = join(tmpdir(), "spc-test-db");
const dbDir = fileURLToPath(new URL(".", import.meta.url));

// Computed when this module loads, i.e. from the same sources as the seed code now in memory: a
// test process started before an edit must not store its (old) dump under the new key.
const key = cacheKey();

export async function cachedDump(build: () => Promise<Blob>): Promise<Blob> {
  const file = join(cacheDir, `${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet for this key: build below.
  }
  const dump = await build();
  await mkdir(cacheDir, { recursive: true });
  await removeStale(key);
  // Write then rename: parallel workers never read a half-written file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** Drops a cached dump that PGlite could not load (e.g. after a PGlite upgrade). */
export async function forgetDump(): Promise<void> {
  await rm(join(cacheDir, `${key}.tar`), { force: true });
}

function cacheKey(): string {
  const hash = createHash("sha256").update(seedClock().today.toISOString());
  for (const folder of ["migrations", "seed", "schema"]) {
    for (const file of listFiles(join(dbDir, folder))) {
      hash.update(file).update(readFileSync(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

function listFiles(folder: string): string[] {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function removeStale(keep: string) {
  for (const name of await readdir(cacheDir)) {
    if (name.endsWith(".tar") && !name.startsWith(keep))
      await rm(join(cacheDir, name), { force: true });
  }
}
