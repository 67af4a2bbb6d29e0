CREATE TABLE "card_renewal_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"renewal_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"amount_cents" integer,
	"currency" text,
	"gateway_transaction_id" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_renewal_attempts_renewal_attempt_key" UNIQUE("renewal_id","attempt"),
	CONSTRAINT "card_renewal_attempts_outcome_check" CHECK ("outcome" IN ('succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "card_renewals" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_renewal_attempts" ADD CONSTRAINT "card_renewal_attempts_renewal_id_card_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."card_renewals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_renewals_retry_idx" ON "card_renewals" USING btree ("status","next_attempt_at");