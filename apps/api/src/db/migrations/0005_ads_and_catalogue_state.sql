CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_spc_plus" boolean DEFAULT false NOT NULL,
	"is_clickable" boolean DEFAULT false NOT NULL,
	"url_en" text,
	"url_fr" text,
	"image_en" text NOT NULL,
	"image_fr" text NOT NULL,
	"image_mobile_en" text NOT NULL,
	"image_mobile_fr" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"display_page" text NOT NULL,
	"display_period" integer DEFAULT 0 NOT NULL,
	"display_cooldown_hours" double precision DEFAULT 0 NOT NULL,
	"display_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_display_page_check" CHECK ("display_page" IN ('deals', 'category', 'search')),
	CONSTRAINT "ads_display_counts_check" CHECK ("ads"."display_period" >= 0 AND "ads"."display_count" >= 0 AND "ads"."display_cooldown_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_state_single_row_check" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "ads_display_page_idx" ON "ads" USING btree ("display_page","sort_order");