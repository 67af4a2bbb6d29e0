// First-load JavaScript of the landing pages (issue 4 budget), from the production build's Vite
// manifest (apps/web/dist/.vite/manifest.json; run `npm run build` first). A page's first load is
// the entry chunk and its static imports, the page's route chunk(s) (page-table.ts loads them
// with the route) and their static imports, the lazy pieces the page renders at once, and the
// core messages of the language shown (English here; French is a column of its own). The consent
// banner a first visit also shows (lazy, preloaded from the HTML) is a column of its own. Each chunk
// counts once, gzip level 9 as a server would send it. Prints a table, writes
// reports/page-weight.json. A measurement, not a test: over-budget rows are marked, exit code 0.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const here = import.meta.dirname;
const dist = join(here, "..", "apps", "web", "dist");
const BUDGET_KB = Number(process.env.BENCH_BUDGET_KB ?? 150);

// The landing pages and their modules, as the server preloads them: apps/web/first-load-pages.json
// (kept in step with page-table.ts). A missing module is reported, not silently skipped.
const { pages: PAGES, always: FIRST_VISIT } = JSON.parse(
  readFileSync(join(here, "..", "apps", "web", "first-load-pages.json"), "utf8"),
);

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
} catch {
  console.error("No apps/web/dist/.vite/manifest.json: run `npm run build` first.");
  process.exit(1);
}

// The core messages of each language (decision 0038), as the build names their files for the
// server's preloads; the namespaces of other pages load with those pages, not here.
const { catalogues: CATALOGUES, html: HTML_FILES } = JSON.parse(
  readFileSync(join(dist, ".vite", "first-load.json"), "utf8"),
);

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** Adds `key`'s chunk and everything it imports statically to `files`. */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the manifest (renamed? update bench/page-weight.mjs)`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

function weigh(files) {
  return [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
}

/** The files index.html loads itself; the build folds an entry that only imports into them. */
function htmlFiles() {
  return HTML_FILES.map((file) => file.slice(1)).filter((file) => existsSync(join(dist, file)));
}

// kB of 1,000 bytes, as Vite prints them.
const kb = (bytes) => Math.round(bytes / 100) / 10;
const shell = new Set(htmlFiles());

const rows = PAGES.map((page) => {
  const files = new Set(shell);
  for (const module of page.modules) collect(module, files);
  const js = weigh(files);
  const en = gzipBytes(CATALOGUES.en.slice(1));
  const fr = gzipBytes(CATALOGUES.fr.slice(1));
  const firstVisit = new Set(files);
  for (const module of FIRST_VISIT) collect(module, firstVisit);
  return {
    page: page.name,
    url: page.url,
    chunks: files.size + 1,
    firstLoadKb: kb(js + en),
    firstLoadFrKb: kb(js + fr),
    firstVisitKb: kb(weigh(firstVisit) + en),
    budgetKb: BUDGET_KB,
    overBudget: kb(js + en) > BUDGET_KB,
  };
});

const shellKb = kb(weigh(shell));
console.info(`shell (entry + static imports): ${shellKb} KB gzip, ${shell.size} chunks`);
console.info("");
console.info(
  "page     url                                  chunks   first load (en)   (fr)   + consent banner   budget",
);
for (const row of rows) {
  console.info(
    `${row.page.padEnd(8)} ${row.url.padEnd(36)} ${String(row.chunks).padStart(6)}   ${`${row.firstLoadKb} KB`.padStart(15)} ${`${row.firstLoadFrKb} KB`.padStart(9)}   ${`${row.firstVisitKb} KB`.padStart(16)}   ${row.overBudget ? `OVER ${BUDGET_KB} KB` : "ok"}`,
  );
}

const report = {
  date: new Date().toISOString(),
  html: [...shell],
  shellKb,
  pages: rows,
};
mkdirSync(join(here, "reports"), { recursive: true });
writeFileSync(join(here, "reports", "page-weight.json"), `${JSON.stringify(report, null, 2)}\n`);
