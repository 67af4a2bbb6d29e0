-- Catalogue reads (issue 4): partial indexes for the listings, and a version counter the catalogue
-- cache polls (docs/decisions/0006-catalogue-cache.md). Plain SQL: PGlite and PostgreSQL 15.
CREATE INDEX IF NOT EXISTS "offers_listed_views_idx" ON "offers" USING btree ("views" DESC, "id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_listed_category_views_idx" ON "offers" USING btree ("category_id", "views" DESC, "id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_listed_partner_views_idx" ON "offers" USING btree ("partner_id", "views" DESC, "id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_listed_spc_plus_views_idx" ON "offers" USING btree ("views" DESC, "id") WHERE "status" = 'active' AND "is_spc_plus";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_lto_window_idx" ON "offers" USING btree ("lto_end_date", "lto_start_date") WHERE "is_limited_time";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "collection_offers_collection_sort_idx" ON "collection_offers" USING btree ("collection_id", "sort_order");
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "offers_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "partners_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "subcategories_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subcategories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "offer_subcategories_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_subcategories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "tags_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "offer_tags_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_tags" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "offer_legal_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_legal" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "collections_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "collection_offers_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "store_locations_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_locations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "ads_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ads" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
