import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parse } from "@formatjs/icu-messageformat-parser";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/**
 * The production build ships the catalogues already parsed (ICU message ASTs, formatjs
 * "pre-compiling messages"), so the browser never parses a message and the ICU parser (with the
 * number-skeleton parser) stays out of the bundle: the import of it (src/i18n/intl-lite.tsx)
 * resolves to its `no-parser` build. A message that does not parse fails the build. Dev and tests keep strings.
 */
function precompileMessages(): Plugin {
  const CATALOGUE = /[\\/]src[\\/]i18n[\\/](en|fr)\.json$/;
  return {
    name: "spc-precompile-messages",
    apply: "build",
    enforce: "pre",
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
          },
        ],
      },
    }),
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${id}: message "${key}" is not valid ICU (${String(error)})`);
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every built text file worth compressing; the API
 * serves them (`preCompressed` in apps/api/src/plugins/spa.ts) to browsers that accept them, at
 * no cost per request. Phones on slow networks download about a quarter of the bytes.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === ".vite" ? [] : walk(full);
      return COMPRESSIBLE.test(entry.name) ? [full] : [];
    });
  return {
    name: "spc-precompress",
    apply: "build",
    writeBundle(options) {
      if (!options.dir) return;
      for (const file of walk(options.dir)) {
        if (statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// One file for the dev server, the production build and the "web" Vitest project
// (the root vitest.config.ts lists this file as a project).
export default defineConfig({
  plugins: [react(), precompileMessages(), precompress()],
  resolve: {
    // The app's react-intl is the small subset in src/i18n/intl-lite.tsx (decision 0013), in the
    // build and in the tests alike; the package still provides the types.
    alias: [
      {
        find: /^react-intl$/,
        replacement: fileURLToPath(new URL("./src/i18n/intl-lite.tsx", import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Hashed file names (Vite's default) let the API serve /assets/* with a long cache lifetime.
    assetsDir: "assets",
    // dist/.vite/manifest.json: bench/page-weight.mjs follows it to weigh each page's first load.
    manifest: true,
    // Every browser the app supports understands <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @spc/shared is pure (schemas, rules, constants, no I/O) but does not declare
      // `"sideEffects": false`; saying so here lets a page import one constant without
      // pulling every zod schema (and zod) into its chunk.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
