import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config";

/**
 * pino options: readable lines in development (pino-pretty, a dev tool), one JSON object per line
 * elsewhere for log shippers. Credentials never reach the log even if a route logs its headers.
 */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "headers.authorization",
        "headers.cookie",
      ],
      censor: "[redacted]",
    },
    ...(config.env === "development"
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname", singleLine: true },
          },
        }
      : {}),
  };
}
