ALTER TABLE "orders" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "utm_campaign" text;