import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { coreMessagesId, messageCatalogues, waitedNamespace } from "./build/message-catalogues.ts";

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

interface FirstLoadPage {
  name: string;
  pattern: string;
  modules: string[];
  fetch?: string[];
  queryKeepsReads?: boolean;
}

/**
 * Writes dist/.vite/first-load.json: for each landing page of first-load-pages.json, the built
 * files its first render needs beyond the entry (route chunk and its imports, their CSS) and its
 * first API reads, plus each language's catalogue and the chunks every first visit renders (the
 * consent banner). The API server puts them into the page's HTML as preload links (spa.ts), so
 * the browser fetches them alongside the entry instead of after running it.
 */
function firstLoadPreloads(): Plugin {
  const here = fileURLToPath(new URL(".", import.meta.url));
  const table = JSON.parse(readFileSync(join(here, "first-load-pages.json"), "utf8")) as {
    pages: FirstLoadPage[];
    always: string[];
  };
  return {
    name: "spc-first-load-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const chunkOf = (module: string) => {
        const id = join(here, module);
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === id) ??
          chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`first-load-pages.json: ${module} is in no chunk`);
        return chunk;
      };
      // The core messages of a language (messageCatalogues): what every page shows first.
      const catalogueChunk = (language: string) => {
        const id = coreMessagesId(language);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) throw new Error(`no chunk holds the ${language} core messages`);
        return chunk;
      };
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: string[], into = new Set<string>()) => {
        for (const file of files) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("no entry chunk");
      const inHtml = closure([entry.fileName]);
      // The entry and the landing pages show core words only: a wait for another namespace
      // there would hold the first paint for a second catalogue file.
      const waitsIn = (files: Set<string>) => {
        const modules = new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
        return [...modules].flatMap((id) => {
          const namespace = waitedNamespace(id);
          if (!namespace) return [];
          const importers = (this.getModuleInfo(id)?.importers ?? [])
            .filter((importer) => modules.has(importer))
            .map((importer) => importer.slice(here.length));
          return [`${namespace} (${importers.join(", ")})`];
        });
      };
      const firstLoads = [
        { name: "the entry", files: inHtml },
        ...table.pages.map((page) => ({
          name: page.name,
          files: closure(page.modules.map((module) => chunkOf(module).fileName)),
        })),
      ];
      for (const { name, files } of firstLoads) {
        const waits = waitsIn(files);
        if (waits.length > 0) {
          this.error(
            `${name} needs these messages on its first load: ${[...new Set(waits)].join("; ")}; ` +
              "add the prefix to CORE_PREFIXES (src/i18n/namespaces.ts) or move those words",
          );
        }
      }
      const preloads = (modules: string[]) => {
        const files = [...closure(modules.map((module) => chunkOf(module).fileName))].filter(
          (file) => !inHtml.has(file),
        );
        const styles = files.flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        return { scripts: files.map((file) => `/${file}`), styles: styles.map((f) => `/${f}`) };
      };
      const result = {
        // What index.html loads itself (the entry and its static imports); bench/page-weight.mjs
        // weighs them as every page's shell.
        html: [...inHtml].map((file) => `/${file}`),
        always: preloads(table.always),
        catalogues: {
          en: `/${catalogueChunk("en").fileName}`,
          fr: `/${catalogueChunk("fr").fileName}`,
        },
        pages: table.pages.map((page) => ({
          name: page.name,
          pattern: page.pattern,
          ...preloads(page.modules),
          fetch: page.fetch ?? [],
          queryKeepsReads: page.queryKeepsReads ?? false,
        })),
      };
      this.emitFile({
        type: "asset",
        fileName: ".vite/first-load.json",
        source: `${JSON.stringify(result, null, 2)}\n`,
      });
    },
  };
}

/**
 * React Router 7's package exports name only its development build, for every condition (an
 * upstream issue, remix-run/react-router#12532 and #14102); its production build is the same code
 * with the development warnings switched off. The production bundle takes that one: no console
 * warnings for members, 0.6 KB gzip less in the entry. Dev server and tests keep the warnings.
 * The whole app imports only the package root, so one alias swaps every import at once.
 */
function reactRouterProductionBuild(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  return {
    name: "spc-react-router-production",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [{ find: /^react-router$/, replacement: join(root, "dist/production/index.mjs") }],
      },
    }),
  };
}

const PURE_MODULES =
  /[\\/]packages[\\/]shared[\\/]|[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

// One file for the dev server, the production build and the "web" Vitest project
// (the root vitest.config.ts lists this file as a project).
export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    messageCatalogues(),
    precompress(),
    firstLoadPreloads(),
  ],
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
      output: {
        // Lazy chunks and their CSS are named by hash alone: the entry lists every one of them
        // (the preload map of each lazy import), and the readable names cost 1.2 KB gzip of every
        // first load. dist/.vite/manifest.json still maps each source module to its file.
        chunkFileNames: "assets/[hash].js",
        assetFileNames: "assets/[hash][extname]",
        // Few, larger chunks: the API serves HTTP/1.1 (six connections per host), so thirty small
        // chunks queue in waves on a phone; one file also compresses better than its pieces.
        codeSplitting: {
          groups: [
            // Everything the entry needs before the first page (React, router, query, shell).
            { name: "app", tags: ["$initial"], priority: 2 },
            // What the deals, offer and search pages share (listing, cards, search box, queries).
            // Not the reveal refusals: only the code dialog and the partner redirect read them
            // (with the web's error-message map), after a click, never on a first screen.
            {
              name: "offers-shared",
              test: /src[\\/]features[\\/](offers|deals|search)[\\/](?!reveal[\\/])/,
              minShareCount: 2,
              priority: 1,
            },
            // The form layer (one source file per field kind) ships as one chunk, as it did
            // when it was one file: the account, profile, billing and purchase pages share it.
            { name: "form", test: /src[\\/]components[\\/]form[\\/]/, priority: 1 },
            // Card and Badge, the design system's surfaces: the home page, the listings and the
            // member pages all draw them. Their own small chunk (0.6 KB gzip), ahead of the
            // offers-shared group, which would otherwise take them in as its tiles' dependencies
            // and make the home page load every listing module with them (7 KB).
            {
              name: "surfaces",
              test: /src[\\/]components[\\/](card|badge)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
      // @spc/shared is pure (schemas, rules, constants, no I/O) but does not declare
      // `"sideEffects": false`; saying so here lets a page import one constant without
      // pulling every zod schema (and zod) into its chunk. A feature's index.ts only re-exports
      // (the lint rule lets nothing else through it): pure too, so a page that takes one name
      // from a feature gets that module, not the whole feature.
      treeshake: {
        moduleSideEffects: (id: string) => !PURE_MODULES.test(id),
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
