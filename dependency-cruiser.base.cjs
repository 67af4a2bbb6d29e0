/**
 * What the API's and the web's import-direction rules share (decision 0024): no cycle, no import
 * that resolves to nothing, and how imports are resolved. Each app's .dependency-cruiser.cjs adds
 * its layers.
 */
const src = "^src/";

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const commonRules = [
  {
    name: "no-circular",
    severity: "error",
    comment: "Modules that import each other cannot be read or changed one at a time.",
    from: { path: src },
    to: { circular: true },
  },
  {
    name: "no-unresolvable",
    severity: "error",
    comment:
      "An import that resolves to nothing is a typo or a removed file. `virtual:` modules are " +
      "made by a Vite plugin (apps/web/build/) and exist only in the build.",
    from: { path: src },
    to: { couldNotResolve: true, pathNot: "^virtual:" },
  },
];

/** Resolution as TypeScript does it, from the app's folder (its tsconfig.json). */
function options(extensions) {
  return {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions,
    },
  };
}

module.exports = { src, commonRules, options };
