CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"user_id" text,
	"guest_email" text,
	"kind" text NOT NULL,
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"province" text,
	"tax_lines" jsonb NOT NULL,
	"promo_code" text,
	"school_code" text,
	"referral_code" text,
	"language" text DEFAULT 'en' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_transaction_id" text,
	"card_id" integer,
	"status" text DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "orders_status_check" CHECK ("status" IN ('paid', 'refunded')),
	CONSTRAINT "orders_amounts_check" CHECK ("total_cents" = "subtotal_cents" - "discount_cents" + "tax_cents")
);
--> statement-breakpoint
CREATE TABLE "local_gateway_payment_methods" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"nonce" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_gateway_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text,
	"type" text DEFAULT 'sale' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"nonce" text,
	"payment_method_token" text,
	"customer_id" text,
	"card_brand" text,
	"card_last4" text,
	"processor_response_code" text,
	"processor_response_text" text,
	"gateway_rejection_reason" text,
	"refunded_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_token" text,
	"card_brand" text,
	"card_last4" text,
	"renewal_promo_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"payment_type" text DEFAULT 'card' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"user_id" text,
	"guest_email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"province" text,
	"tax_lines" jsonb NOT NULL,
	"promo_code_id" integer,
	"promo_code" text,
	"school_code" text,
	"referral_code" text,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"gateway" text NOT NULL,
	"gateway_transaction_id" text,
	"payment_method_token" text,
	"card_brand" text,
	"card_last4" text,
	"failure_code" text,
	"failure_message" text,
	"processor_response_code" text,
	"processor_response_text" text,
	"order_id" text,
	"result_status" integer,
	"result_body" jsonb,
	"locked_until" timestamp with time zone,
	"reconcile_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"charged_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_intents_kind_check" CHECK ("kind" IN ('purchase', 'activation', 'guest')),
	CONSTRAINT "payment_intents_state_check" CHECK ("state" IN ('pending', 'charged', 'completed', 'failed')),
	CONSTRAINT "payment_intents_payment_type_check" CHECK ("payment_type" IN ('card', 'paypal')),
	CONSTRAINT "payment_intents_amounts_check" CHECK ("subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "tax_cents" >= 0 AND "total_cents" = "subtotal_cents" - "discount_cents" + "tax_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"guest_email" text,
	"intent_id" text,
	"order_id" text,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_transaction_id" text,
	"processor_response_code" text,
	"processor_response_text" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_kind_check" CHECK ("kind" IN ('purchase', 'activation', 'renewal', 'refund')),
	CONSTRAINT "payment_transactions_status_check" CHECK ("status" IN ('succeeded', 'declined', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "campus_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"campus_id" text NOT NULL,
	"name" text NOT NULL,
	"school_code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"user_id" text,
	"email" text,
	"order_id" text,
	"per_user_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"product_id" text,
	"school_name" text,
	"description" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"once_per_user" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind_check" CHECK ("kind" IN ('promo', 'school', 'referral', 'access')),
	CONSTRAINT "promo_codes_discount_type_check" CHECK ("discount_type" IN ('percent', 'fixed')),
	CONSTRAINT "promo_codes_discount_value_check" CHECK ("discount_value" >= 0 AND ("discount_type" <> 'percent' OR "discount_value" <= 100)),
	CONSTRAINT "promo_codes_code_upper_check" CHECK ("code" = upper("code"))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "local_gateway_transactions_order_idx" ON "local_gateway_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_intents_open_idx" ON "payment_intents" USING btree ("updated_at") WHERE "state" IN ('pending', 'charged');--> statement-breakpoint
CREATE INDEX "payment_intents_user_idx" ON "payment_intents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_idx" ON "payment_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_intent_charge_idx" ON "payment_transactions" USING btree ("intent_id") WHERE "intent_id" IS NOT NULL AND "kind" <> 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "campus_events_event_campus_idx" ON "campus_events" USING btree ("event_id","campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_redemptions_once_idx" ON "promo_code_redemptions" USING btree ("promo_code_id","per_user_key");--> statement-breakpoint
CREATE INDEX "promo_code_redemptions_user_idx" ON "promo_code_redemptions" USING btree ("user_id");