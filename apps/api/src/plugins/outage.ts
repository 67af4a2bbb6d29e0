import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "../db/client";
import { AppError } from "../lib/app-error";

/**
 * Whether an error means "the database cannot be reached right now" rather than "this request
 * is wrong" or "our code is wrong": such a request deserves a 503 and a retry, not a 500.
 * Drivers and libraries wrap errors (drizzle's "Failed query", better-auth's adapter), so the
 * whole `cause` chain is read.
 */

// PostgreSQL SQLSTATEs: 57P01 admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up / recovering), 53300 too_many_connections; the whole of
// class 08 (connection exception) is matched by prefix below.
const OUTAGE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

// Node socket errors when connecting to, or talking with, the database server.
const OUTAGE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

// node-postgres and pg-pool say it in words only; PGlite too once closed.
const OUTAGE_MESSAGES = [
  /connection terminated/i,
  /cannot use a pool after calling end on the pool/i,
  /client was closed and is not queryable/i,
  /client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /pglite is closed/i,
];

function describesOutage(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (/^08[0-9A-Z]{3}$/.test(code) || OUTAGE_SQLSTATES.has(code) || OUTAGE_ERRNOS.has(code)) {
    return true;
  }
  const message = typeof error.message === "string" ? error.message : "";
  return OUTAGE_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when the error, or one in its `cause` chain, is a lost connection (database or backend). */
export function isOutage(error: unknown): boolean {
  let current: unknown = error;
  for (let hops = 0; hops < 10 && current !== null && typeof current === "object"; hops += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (describesOutage(candidate)) return true;
    // Happy Eyeballs: a refused connection to every address arrives as an AggregateError.
    if (current instanceof AggregateError && current.errors.some(isOutage)) return true;
    current = candidate.cause;
  }
  return false;
}

// A ping that does not answer within this time counts as an outage (node-postgres has no
// connect timeout of its own, so an unreachable server would otherwise hang the request).
const PING_TIMEOUT_MS = 2000;

async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const ping = database.ping().then(
    () => true,
    () => false,
  );
  return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
}

// Set while a better-auth call runs: better-auth logs the driver's error, then throws or answers
// a bare "failed" without it. Its logger (services/auth/auth.ts) hands us what it logs.
const watch = new AsyncLocalStorage<{ outage?: unknown }>();

/** Called with whatever better-auth logs: keeps a lost connection for revealOutage to see. */
export function noteLoggedFailure(args: unknown[]): void {
  const seen = watch.getStore();
  if (seen && seen.outage === undefined) seen.outage = args.find(isOutage);
}

/**
 * Runs a call into a library that hides the cause of its failures (better-auth): a thrown
 * error — or a value `failed` says is a failure — becomes the 503 error when the library logged
 * a lost connection meanwhile, or when the database does not answer a ping now; otherwise the
 * original error (or a plain 500 error) is thrown.
 */
export async function revealOutage<T>(
  database: Database,
  call: () => Promise<T>,
  failed: (value: T) => boolean = () => false,
): Promise<T> {
  const seen: { outage?: unknown } = {};
  let value: T;
  try {
    value = await watch.run(seen, call);
  } catch (error) {
    throw await explain(database, error, seen.outage);
  }
  if (failed(value)) throw await explain(database, new Error("hidden failure"), seen.outage);
  return value;
}

async function explain(database: Database, error: unknown, outage: unknown): Promise<unknown> {
  if (outage !== undefined) return AppError.unavailable(undefined, outage);
  if (isOutage(error) || (await databaseAnswers(database))) return error;
  return AppError.unavailable(undefined, error);
}
