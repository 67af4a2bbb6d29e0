import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config";

const SECRET_FILE = "auth-secret";

/**
 * The secret better-auth signs with. Set BETTER_AUTH_SECRET in production (config fails fast
 * without it on a real database). A laptop `npm start` (production on the embedded database)
 * gets a random secret generated once and kept beside the database, so sessions and links
 * survive restarts and no shared default ever signs production cookies.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
