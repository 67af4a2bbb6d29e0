CREATE TABLE "card_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"card_number" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" text,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer,
	"currency" text,
	"gateway_transaction_id" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_renewals_card_period_key" UNIQUE("card_id","period_end"),
	CONSTRAINT "card_renewals_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "free_trial_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_hash" text NOT NULL,
	"user_id" text,
	"card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_trial_claims_email_hash_unique" UNIQUE("email_hash"),
	CONSTRAINT "free_trial_claims_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "membership_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_redemptions_user_key" UNIQUE("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "is_highschool" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "is_vip_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_renewals" ADD CONSTRAINT "card_renewals_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_renewals" ADD CONSTRAINT "card_renewals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_trial_claims" ADD CONSTRAINT "free_trial_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_trial_claims" ADD CONSTRAINT "free_trial_claims_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_redemptions" ADD CONSTRAINT "membership_redemptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_redemptions" ADD CONSTRAINT "membership_redemptions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_attempts_user_idx" ON "card_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "card_attempts_number_idx" ON "card_attempts" USING btree ("card_number","created_at");--> statement-breakpoint
CREATE INDEX "card_renewals_user_idx" ON "card_renewals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cards_renewal_due_idx" ON "cards" USING btree ("expiry_date") WHERE "auto_renew" AND "status" = 'active' AND NOT "is_trial" AND "user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "cards_batch_idx" ON "cards" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_source_check" CHECK ("source" IS NULL OR "source" IN ('purchase', 'activation', 'trial', 'renewal', 'affiliate', 'batch', 'referral', 'campaign'));