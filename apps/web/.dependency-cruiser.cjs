/**
 * The web's import direction (issue 13, decision 0024), checked by `npm run lint`:
 *   main.tsx → app → features → components → i18n → lib → @spc/shared
 * A feature imports another feature only through that feature's public `index.ts`.
 * Tests may reach into their own feature's files but follow the same rules across features.
 */
const { src, commonRules, options } = require("../../dependency-cruiser.base.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...commonRules,
    {
      name: "only-main-imports-app",
      severity: "error",
      comment: "app/ assembles the product; nothing but main.tsx (and app/ itself) depends on it.",
      from: { path: src, pathNot: [`${src}main\\.tsx$`, `${src}app/`] },
      to: { path: `${src}app/` },
    },
    {
      name: "shared-layers-know-no-feature",
      severity: "error",
      comment: "components/, lib/, i18n/ and styles/ sit below every feature.",
      from: { path: `${src}(components|lib|i18n|styles)/` },
      to: { path: `${src}(features|app)/` },
    },
    {
      name: "i18n-knows-no-component",
      severity: "error",
      comment:
        "i18n/ (catalogues, intl-lite, the language) sits below components/ and uses lib/ only.",
      from: { path: `${src}i18n/` },
      to: { path: `${src}components/` },
    },
    {
      name: "lib-is-the-floor",
      severity: "error",
      comment: "lib/ (HTTP, storage, queries) knows no message catalogue and no component.",
      from: { path: `${src}lib/` },
      to: { path: `${src}(i18n|components)/` },
    },
    {
      name: "features-through-their-index",
      severity: "error",
      comment:
        "A feature's public surface is its index.ts; its other files are internals that may move.",
      from: { path: `${src}features/([^/]+)/` },
      to: {
        path: `${src}features/([^/]+)/.+`,
        pathNot: [`${src}features/$1/`, `${src}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: "app-uses-features-through-their-index",
      severity: "error",
      comment:
        "app/ mounts a feature's pages (routes/) and lazy pieces by path, so each stays its own " +
        "chunk; anything it imports statically comes through the feature's index.ts.",
      from: { path: `${src}app/` },
      to: {
        path: `${src}features/[^/]+/.+`,
        pathNot: [`${src}features/[^/]+/(index\\.tsx?|routes/.+)$`],
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    {
      name: "test-support-stays-in-tests",
      severity: "error",
      comment: "src/test/ renders and fakes for tests; shipped code never imports it.",
      from: { path: src, pathNot: [`${src}test/`, "\\.(test|fixture)\\.tsx?$"] },
      to: { path: `${src}test/` },
    },
  ],
  options: { ...options([".ts", ".tsx", ".js", ".mjs", ".json"]), exclude: { path: "\\.css$" } },
};
