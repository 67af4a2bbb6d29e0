CREATE TABLE "school_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	CONSTRAINT "school_domains_lower_check" CHECK ("school_domains"."domain" = lower("school_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"province" text NOT NULL,
	"kind" text NOT NULL,
	"campus_codes_remaining" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_kind_check" CHECK ("kind" IN ('university', 'college', 'cegep')),
	CONSTRAINT "schools_campus_codes_check" CHECK ("schools"."campus_codes_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_statuses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"campus_card_id" integer
);
--> statement-breakpoint
CREATE TABLE "student_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"school_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "cards" DROP CONSTRAINT "cards_source_check";--> statement-breakpoint
ALTER TABLE "school_domains" ADD CONSTRAINT "school_domains_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_statuses" ADD CONSTRAINT "student_statuses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_statuses" ADD CONSTRAINT "student_statuses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD CONSTRAINT "student_verifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD CONSTRAINT "student_verifications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_domains_school_idx" ON "school_domains" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "schools_province_idx" ON "schools" USING btree ("province");--> statement-breakpoint
CREATE UNIQUE INDEX "student_statuses_email_idx" ON "student_statuses" USING btree ("email");--> statement-breakpoint
CREATE INDEX "student_verifications_user_idx" ON "student_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_source_check" CHECK ("source" IS NULL OR "source" IN ('purchase', 'activation', 'trial', 'renewal', 'affiliate', 'batch', 'referral', 'campaign', 'campus'));