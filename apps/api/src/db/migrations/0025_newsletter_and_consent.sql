CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_lower" text NOT NULL,
	"user_id" text,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"wording_version" text NOT NULL,
	"ip_address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_lower" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"device_id" text,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirm_sent_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_status_check" CHECK ("status" IN ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree ("email_lower","at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_lower_key" ON "newsletter_subscriptions" USING btree ("email_lower");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_confirm_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_unsubscribe_key" ON "newsletter_subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
-- Consent history is append-only (CASL proof of consent), like the audit log (0022).
CREATE OR REPLACE FUNCTION "refuse_consent_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_records rows cannot be changed or deleted';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "consent_records_append_only" BEFORE UPDATE OR DELETE ON "consent_records" FOR EACH ROW EXECUTE FUNCTION "refuse_consent_change"();
