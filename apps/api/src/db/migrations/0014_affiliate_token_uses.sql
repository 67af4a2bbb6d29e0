CREATE TABLE "affiliate_token_uses" (
	"jti" text PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"user_id" text,
	"card_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_token_uses_bank_check" CHECK ("bank" IN ('cibc'))
);
--> statement-breakpoint
ALTER TABLE "affiliate_token_uses" ADD CONSTRAINT "affiliate_token_uses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_token_uses" ADD CONSTRAINT "affiliate_token_uses_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_token_uses_user_idx" ON "affiliate_token_uses" USING btree ("user_id");