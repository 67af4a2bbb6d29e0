import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config";
import { globalPlugin } from "./global-plugin";

/**
 * The helmet options for the API and the SPA. The CSP allows only our own scripts (Vite emits no
 * inline script), images from anywhere over https (partner logos, offer images live on CDNs) and
 * inline styles, because dialog libraries (Radix / react-remove-scroll) inject <style> elements.
 * Outside scripts (job board, analytics) must be added here by name when they arrive.
 */
/**
 * What the Braintree Drop-in needs (braintree-web-drop-in and braintree-web's own constants):
 * its stylesheet and hosted-field frames from the assets host, the client and GraphQL APIs and
 * analytics. Only sent when the gateway is Braintree; the local test gateway loads nothing.
 */
const BRAINTREE_ASSETS = "https://assets.braintreegateway.com";
const BRAINTREE_SOURCES = {
  scriptSrc: ["https://js.braintreegateway.com", BRAINTREE_ASSETS],
  styleSrc: [BRAINTREE_ASSETS],
  frameSrc: [BRAINTREE_ASSETS],
  connectSrc: [
    "https://api.braintreegateway.com",
    "https://api.sandbox.braintreegateway.com",
    "https://payments.braintree-api.com",
    "https://payments.sandbox.braintree-api.com",
    "https://client-analytics.braintreegateway.com",
    "https://client-analytics.sandbox.braintreegateway.com",
    "https://www.paypal.com",
  ],
};

/** What Google Analytics 4's gtag.js loads and calls (ANALYTICS_PROVIDER=google only). */
const GOOGLE_ANALYTICS_SOURCES = {
  scriptSrc: ["https://www.googletagmanager.com"],
  styleSrc: [],
  frameSrc: [],
  connectSrc: [
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
  ],
};

export function helmetOptions(config: Config): HelmetOptions {
  // TLS is a property of where users reach us, not of NODE_ENV: `npm start` serves production
  // over plain http on localhost or a LAN address, where these two would break every asset.
  const servedOverHttps = config.isProduction && config.publicUrl.startsWith("https://");
  const braintree = config.payments.gateway === "braintree";
  const google = config.analytics.provider === "google";
  const plus = (key: keyof typeof BRAINTREE_SOURCES) => [
    ...(braintree ? BRAINTREE_SOURCES[key] : []),
    ...(google ? GOOGLE_ANALYTICS_SOURCES[key] : []),
  ];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...plus("scriptSrc")],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", ...plus("styleSrc")],
        imgSrc: ["'self'", "https:", "data:"],
        fontSrc: ["'self'", "https:", "data:"],
        connectSrc: ["'self'", ...plus("connectSrc")],
        ...(braintree ? { frameSrc: ["'self'", ...plus("frameSrc")] } : {}),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    // HSTS only where we know TLS terminates in front of us; on localhost it would stick to the browser.
    strictTransportSecurity: servedOverHttps
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // Partners see our origin (useful for affiliate attribution) but never the path or query.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Offer images are hot-linked from partner CDNs that do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  };
}

/**
 * Runs helmet once, against a recording response, to learn the headers it would set. Our policy
 * has no per-request parts (no nonces), so computing it on every request — as a helmet hook
 * does — only burned CPU on the hottest paths (see bench/catalogue-load.mjs).
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/** Security headers on every response, errors and static files included. */
export const securityPlugin = globalPlugin<{ config: Config }>(
  "spc-security",
  async (fastify, { config }) => {
    const headers = staticSecurityHeaders(helmetOptions(config));
    fastify.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
);
