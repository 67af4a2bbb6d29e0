import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed";
import { startAnalyticsRetention, startMarketingSync, startRenewals } from "./jobs/start";
import { ensureDemoStaff } from "./services/auth";

// In-flight requests get this long after the drain; then a stuck connection is given up on.
const IN_FLIGHT_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`SPC cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function describeDatabase(config: Config): string {
  return config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
}

/**
 * A graceful stop (decision 0040): say "not ready" for SHUTDOWN_DRAIN_MS while still serving (the
 * balancer takes this copy out), then stop accepting and finish in-flight requests, then close
 * the database pool; bounded by the drain plus IN_FLIGHT_TIMEOUT_MS. A second signal forces
 * the exit.
 */
function handleSignals(app: FastifyInstance, database: Database, stopJobs: () => void) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`Received ${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const drainMs = app.config.shutdownDrainMs;
    setTimeout(() => {
      console.error("Shutdown took too long: exiting.");
      process.exit(1);
    }, drainMs + IN_FLIGHT_TIMEOUT_MS).unref();
    try {
      app.lifecycle.drain();
      stopJobs();
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

async function main() {
  const config = readConfig();
  console.info(
    `Starting SPC (${config.env}, country ${config.country}) on ${describeDatabase(config)}…`,
  );

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const { seeded } = await seedDatabase(database);
    if (seeded) console.info("First start: the database was filled with the demo catalogue.");

    const app = await buildApp({ config, database });
    if (config.auth.demoStaff && (await ensureDemoStaff(app.auth, database.db)) > 0) {
      console.info("Demo staff accounts created (README: Demo accounts).");
    }
    await app.listen({ port: config.port, host: config.host });
    const stopRenewals = startRenewals(app);
    const stopMarketingSync = startMarketingSync(app);
    const stopAnalyticsRetention = startAnalyticsRetention(app);
    handleSignals(app, database, () => {
      stopRenewals();
      stopMarketingSync();
      stopAnalyticsRetention();
    });

    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = config.port === 0 ? `http://localhost:${port}` : config.publicUrl;
    // performance.now() counts from process start, so module loading is included.
    const seconds = (performance.now() / 1000).toFixed(1);
    console.info(
      `\n  SPC is ready at ${url}  (started in ${seconds} s; API docs at ${url}/api/docs)\n`,
    );
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error("SPC failed to start:", error);
  process.exit(1);
});
