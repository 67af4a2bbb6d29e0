CREATE TABLE "tims_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rewards_email" text NOT NULL,
	"rewards_account_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tims_pre_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rewards_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tims_links" ADD CONSTRAINT "tims_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tims_pre_links" ADD CONSTRAINT "tims_pre_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tims_links_rewards_email_key" ON "tims_links" USING btree (lower("rewards_email"));