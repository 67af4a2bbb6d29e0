-- Search (full-text + typo tolerance) needs these; both ship with PGlite (contrib) and PostgreSQL 15.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
