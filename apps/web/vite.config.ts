import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// One file for the dev server, the production build and the "web" Vitest project
// (the root vitest.config.ts lists this file as a project).
export default defineConfig({
  plugins: [react()],
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
