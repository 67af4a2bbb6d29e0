CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"excerpt_en" text DEFAULT '' NOT NULL,
	"excerpt_fr" text DEFAULT '' NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"cover_image_url" text,
	"cover_alt_en" text DEFAULT '' NOT NULL,
	"cover_alt_fr" text DEFAULT '' NOT NULL,
	"author_name" text NOT NULL,
	"seo_title_en" text,
	"seo_title_fr" text,
	"seo_description_en" text,
	"seo_description_fr" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_check" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "blog_posts"."slug" !~ '^[0-9]+$'),
	CONSTRAINT "blog_posts_status_check" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "blog_posts_published_at_check" CHECK ("blog_posts"."status" <> 'published' OR "blog_posts"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_fr" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_fr" text DEFAULT '' NOT NULL,
	"seo_title_en" text,
	"seo_title_fr" text,
	"seo_description_en" text,
	"seo_description_fr" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_check" CHECK ("content_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "content_pages"."slug" !~ '^[0-9]+$'),
	CONSTRAINT "content_pages_path_check" CHECK ("content_pages"."path" ~ '^/'),
	CONSTRAINT "content_pages_status_check" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "content_pages_published_at_check" CHECK ("content_pages"."status" <> 'published' OR "content_pages"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_state_single_row_check" CHECK ("content_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_categories_slug_check" CHECK ("faq_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "faq_categories"."slug" !~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"question_en" text NOT NULL,
	"question_fr" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_slug_check" CHECK ("faq_entries"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "faq_entries"."slug" !~ '^[0-9]+$'),
	CONSTRAINT "faq_entries_status_check" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "faq_entries_published_at_check" CHECK ("faq_entries"."status" <> 'published' OR "faq_entries"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "holiday_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_fr" text DEFAULT '' NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"image_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seo_title_en" text,
	"seo_title_fr" text,
	"seo_description_en" text,
	"seo_description_fr" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_events_slug_check" CHECK ("holiday_events"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "holiday_events"."slug" !~ '^[0-9]+$'),
	CONSTRAINT "holiday_events_window_check" CHECK ("holiday_events"."starts_at" < "holiday_events"."ends_at"),
	CONSTRAINT "holiday_events_status_check" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "holiday_events_published_at_check" CHECK ("holiday_events"."status" <> 'published' OR "holiday_events"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "job_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_categories_slug_check" CHECK ("job_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "job_categories"."slug" !~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"location_en" text NOT NULL,
	"location_fr" text NOT NULL,
	"employment_type" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_fr" text DEFAULT '' NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"apply_url" text,
	"closes_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"seo_title_en" text,
	"seo_title_fr" text,
	"seo_description_en" text,
	"seo_description_fr" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_openings_slug_check" CHECK ("job_openings"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "job_openings"."slug" !~ '^[0-9]+$'),
	CONSTRAINT "job_openings_employment_type_check" CHECK ("employment_type" IN ('full_time', 'part_time', 'contract', 'internship')),
	CONSTRAINT "job_openings_status_check" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "job_openings_published_at_check" CHECK ("job_openings"."status" <> 'published' OR "job_openings"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "store_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_fr" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"collection_id" integer,
	"stock" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_campaigns_slug_check" CHECK ("store_campaigns"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "store_campaigns"."slug" !~ '^[0-9]+$'),
	CONSTRAINT "store_campaigns_kind_check" CHECK ("kind" IN ('bts_market', 'boxing_day_gift_card')),
	CONSTRAINT "store_campaigns_window_check" CHECK ("store_campaigns"."starts_at" < "store_campaigns"."ends_at"),
	CONSTRAINT "store_campaigns_stock_check" CHECK ("store_campaigns"."stock" IS NULL OR "store_campaigns"."stock" >= 0),
	CONSTRAINT "store_campaigns_status_check" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "store_campaigns_published_at_check" CHECK ("store_campaigns"."status" <> 'published' OR "store_campaigns"."published_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_category_id_job_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_campaigns" ADD CONSTRAINT "store_campaigns_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_slug_key" ON "content_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_path_key" ON "content_pages" USING btree ("path");--> statement-breakpoint
CREATE INDEX "content_pages_published_idx" ON "content_pages" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_categories_slug_key" ON "faq_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_slug_key" ON "faq_entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "faq_entries_category_idx" ON "faq_entries" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "faq_entries_published_idx" ON "faq_entries" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_events_slug_key" ON "holiday_events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "holiday_events_window_idx" ON "holiday_events" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "holiday_events_published_idx" ON "holiday_events" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_categories_slug_key" ON "job_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_slug_key" ON "job_openings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "job_openings_category_idx" ON "job_openings" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "job_openings_published_idx" ON "job_openings" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_campaigns_slug_key" ON "store_campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "store_campaigns_kind_window_idx" ON "store_campaigns" USING btree ("kind","ends_at");--> statement-breakpoint
CREATE INDEX "store_campaigns_published_idx" ON "store_campaigns" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "carousel_items_published_idx" ON "carousel_items" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "terms_published_idx" ON "terms" USING btree ("status","published_at");--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_status_check" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_published_at_check" CHECK ("carousel_items"."status" <> 'published' OR "carousel_items"."published_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_status_check" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_published_at_check" CHECK ("terms"."status" <> 'published' OR "terms"."published_at" IS NOT NULL);