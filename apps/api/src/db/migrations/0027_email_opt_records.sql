CREATE TABLE "email_opts" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_spc_plus" boolean DEFAULT false NOT NULL,
	"is_clickable" boolean DEFAULT false NOT NULL,
	"url_en" text,
	"url_fr" text,
	"image_en" text NOT NULL,
	"image_fr" text NOT NULL,
	"image_mobile_en" text NOT NULL,
	"image_mobile_fr" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_fr" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"image_alt_fr" text DEFAULT '' NOT NULL,
	"display_page" text DEFAULT 'all' NOT NULL,
	"display_period" integer DEFAULT 0 NOT NULL,
	"display_cooldown_hours" double precision DEFAULT 0 NOT NULL,
	"display_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opts_display_page_check" CHECK ("display_page" IN ('all', 'deals', 'category', 'search')),
	CONSTRAINT "email_opts_display_counts_check" CHECK ("email_opts"."display_period" >= 0 AND "email_opts"."display_count" >= 0 AND "email_opts"."display_cooldown_hours" >= 0)
);
--> statement-breakpoint
CREATE INDEX "email_opts_display_page_idx" ON "email_opts" USING btree ("display_page","sort_order");--> statement-breakpoint
-- E-mail opt records are served through the catalogue cache like the ads: writes bump its version.
CREATE TRIGGER "email_opts_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "email_opts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
