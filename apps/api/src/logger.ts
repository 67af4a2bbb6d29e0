import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config";

/** Query parameters that carry a one-time credential (auto-login, bank-affiliate token). */
const SECRET_QUERY_PARAMS = ["custom_token", "affiliate_token"];

/** The request URL as logged: one-time tokens in the query are replaced by [redacted]. */
export function loggableUrl(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  if (!SECRET_QUERY_PARAMS.some((name) => params.has(name))) return url;
  for (const name of SECRET_QUERY_PARAMS) if (params.has(name)) params.set(name, "[redacted]");
  return `${url.slice(0, query)}?${params.toString()}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

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
    // Fastify's request fields, with the URL's one-time tokens redacted: a token read from the
    // logs could otherwise be spent before its owner does.
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
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
