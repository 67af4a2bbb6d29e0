ALTER TABLE "ads" RENAME COLUMN "title" TO "title_en";--> statement-breakpoint
ALTER TABLE "ads" RENAME COLUMN "description" TO "description_en";--> statement-breakpoint
ALTER TABLE "ads" RENAME COLUMN "text" TO "text_en";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "text_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "image_alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "image_alt_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-added after generation: rows written before this migration had one language. Their French
-- copy starts as their English one (what /fr showed until now) and is translated from there; the
-- title is then required in both languages.
ALTER TABLE "ads" ADD COLUMN "title_fr" text;--> statement-breakpoint
UPDATE "ads" SET "title_fr" = "title_en", "description_fr" = "description_en", "text_fr" = "text_en";--> statement-breakpoint
ALTER TABLE "ads" ALTER COLUMN "title_fr" SET NOT NULL;