// Builds the baseline SPA (Vite, production) into a temporary folder and serves it gzip-compressed
// with its JSON endpoint: `node baseline-spa/serve.mjs <port>`. bench/lighthouse.mjs starts it in
// a process of its own (Lighthouse runs through spawnSync, which would block a server in its own
// process) and stops it with SIGTERM.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const ITEMS = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  title: `20% off everything, deal number ${index + 1}`,
  partner: `Partner ${index + 1}`,
}));

async function startBaseline(port) {
  const outDir = mkdtempSync(join(tmpdir(), "spc-baseline-"));
  await build({
    root: import.meta.dirname,
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
  });
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (path === "/api/items") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(ITEMS));
      return;
    }
    const file = path.startsWith("/assets/") ? join(outDir, path) : join(outDir, "index.html");
    let body;
    try {
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "content-encoding": "gzip",
    });
    response.end(gzipSync(body));
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  process.on("SIGTERM", () => {
    server.close();
    rmSync(outDir, { recursive: true, force: true });
    process.exit(0);
  });
}

await startBaseline(Number(process.argv[2] ?? 4183));
