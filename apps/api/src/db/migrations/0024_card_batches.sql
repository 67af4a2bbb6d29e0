CREATE TABLE "card_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"cobrand" text NOT NULL,
	"count" integer NOT NULL,
	"options" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"downloaded_at" timestamp with time zone,
	"downloaded_by" text
);
