/**
 * The API's import direction (issue 13, decision 0024), checked by `npm run lint`:
 *   main.ts / app.ts / jobs / cli → services (through a service's index.ts) → adapters → db / lib
 *   plugins (cross-cutting request handling) know no service; testing/ is test support only.
 * Inside one service, routes import their own domain and repository files directly.
 */
const { src, commonRules, options } = require("../../dependency-cruiser.base.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...commonRules,
    {
      name: "low-layers-stay-low",
      severity: "error",
      comment: "lib/ and db/ are the floor: they know no service, plugin, adapter, job or CLI.",
      from: { path: `${src}(lib|db)/` },
      to: { path: `${src}(services|plugins|adapters|jobs|cli)/` },
    },
    {
      name: "adapters-know-no-service",
      severity: "error",
      comment: "An adapter talks to one outside system; it knows no service, plugin or job.",
      from: { path: `${src}adapters/` },
      to: { path: `${src}(services|plugins|jobs|cli)/` },
    },
    {
      name: "plugins-know-no-service",
      severity: "error",
      comment: "Plugins handle every request the same way; services plug into them, not back.",
      from: { path: `${src}plugins/` },
      to: { path: `${src}(services|jobs|cli)/` },
    },
    {
      name: "services-through-their-index",
      severity: "error",
      comment: "A service's public surface is its index.ts; its other files are internals.",
      from: { path: `${src}services/([^/]+)/` },
      to: {
        path: `${src}services/([^/]+)/.+`,
        pathNot: [`${src}services/$1/`, `${src}services/[^/]+/index\\.ts$`],
      },
    },
    {
      name: "entry-points-through-service-index",
      severity: "error",
      comment:
        "Jobs, CLIs and the app assembly call a service through its index.ts (or plugin.ts).",
      from: { path: `${src}(jobs|cli|app\\.ts|main\\.ts)` },
      to: {
        path: `${src}services/[^/]+/.+`,
        pathNot: [`${src}services/[^/]+/(index|plugin)\\.ts$`],
      },
    },
    {
      name: "test-support-stays-in-tests",
      severity: "error",
      comment: "testing/ builds apps and members for tests; shipped code never imports it.",
      from: { path: src, pathNot: [`${src}testing/`, "\\.test\\.ts$"] },
      to: { path: `${src}testing/` },
    },
  ],
  options: options([".ts", ".js", ".mjs", ".json"]),
};
