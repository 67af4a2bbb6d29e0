-- Content cache (docs/decisions/0033-content-in-the-database.md): a version counter the content
-- cache polls, bumped by statement triggers on every content table whoever writes (as
-- catalogue_state, decision 0006); updated_at kept by a row trigger unless a write sets it; rows
-- written before publishing existed (terms, careers carousels) stay visible. Plain SQL: PGlite and
-- PostgreSQL 15.
INSERT INTO "content_state" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
UPDATE "terms" SET "status" = 'published', "published_at" = "updated_at" WHERE "published_at" IS NULL;
--> statement-breakpoint
UPDATE "carousel_items" SET "status" = 'published', "published_at" = now() WHERE "published_at" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_state" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
    NEW."updated_at" = now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "content_pages_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "faq_categories_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "faq_entries_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "carousel_items_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carousel_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "job_categories_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "job_openings_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_openings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "holiday_events_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holiday_events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "store_campaigns_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "terms_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "terms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "content_pages_touch_updated_at" BEFORE UPDATE ON "content_pages" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "faq_entries_touch_updated_at" BEFORE UPDATE ON "faq_entries" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_touch_updated_at" BEFORE UPDATE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "carousel_items_touch_updated_at" BEFORE UPDATE ON "carousel_items" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "job_openings_touch_updated_at" BEFORE UPDATE ON "job_openings" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "holiday_events_touch_updated_at" BEFORE UPDATE ON "holiday_events" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "store_campaigns_touch_updated_at" BEFORE UPDATE ON "store_campaigns" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "terms_touch_updated_at" BEFORE UPDATE ON "terms" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
