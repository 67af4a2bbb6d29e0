CREATE TABLE "contest_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"seed" text NOT NULL,
	"algorithm" text NOT NULL,
	"entry_ids" jsonb NOT NULL,
	"winner_entry_ids" jsonb NOT NULL,
	"log" text NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo_key" text,
	"photo_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"rule_en" text NOT NULL,
	"rule_fr" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"entry_kind" text NOT NULL,
	"eligibility" jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"winner_count" integer DEFAULT 1 NOT NULL,
	"image_url" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_window_check" CHECK ("contests"."opens_at" < "contests"."closes_at"),
	CONSTRAINT "contests_contest_id_check" CHECK ("contests"."contest_id" ~ '^[a-z0-9][a-z0-9_-]{0,79}$'),
	CONSTRAINT "contests_winner_count_check" CHECK ("contests"."winner_count" >= 1),
	CONSTRAINT "contests_entry_kind_check" CHECK ("entry_kind" IN ('one_click', 'form', 'photo', 'match_game'))
);
--> statement-breakpoint
ALTER TABLE "contest_draws" ADD CONSTRAINT "contest_draws_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_draws_contest_idx" ON "contest_draws" USING btree ("contest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_one_per_member" ON "contest_entries" USING btree ("contest_id","user_id");--> statement-breakpoint
CREATE INDEX "contest_entries_user_idx" ON "contest_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contests_contest_id_key" ON "contests" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "contests_window_idx" ON "contests" USING btree ("closes_at","opens_at");