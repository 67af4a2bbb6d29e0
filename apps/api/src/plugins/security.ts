import helmet from "@fastify/helmet";
import type { Config } from "../config";
import { globalPlugin } from "./global-plugin";

/**
 * Security headers for the API and the SPA. The CSP allows only our own scripts (Vite emits no
 * inline script), images from anywhere over https (partner logos, offer images live on CDNs) and
 * inline styles, because dialog libraries (Radix / react-remove-scroll) inject <style> elements.
 * Outside scripts (job board, analytics) must be added here by name when they arrive.
 */
export const securityPlugin = globalPlugin<{ config: Config }>(
  "spc-security",
  async (fastify, { config }) => {
    // TLS is a property of where users reach us, not of NODE_ENV: `npm start` serves production
    // over plain http on localhost or a LAN address, where these two would break every asset.
    const servedOverHttps = config.isProduction && config.publicUrl.startsWith("https://");
    await fastify.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "https:", "data:"],
          fontSrc: ["'self'", "https:", "data:"],
          connectSrc: ["'self'"],
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
    });
  },
);
