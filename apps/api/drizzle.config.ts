import { defineConfig } from "drizzle-kit";

// `npm run db:generate` diffs src/db/schema against the last snapshot and writes SQL migrations.
// The dialect is plain PostgreSQL: the same files run on PGlite and on a real server.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
  strict: true,
});
