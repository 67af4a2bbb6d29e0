CREATE TABLE "code_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"offer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"url" text,
	"is_online" boolean,
	"is_website" boolean,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "code_reveals_kind_check" CHECK ("kind" IN ('code', 'url'))
);
--> statement-breakpoint
ALTER TABLE "code_reveals" ADD CONSTRAINT "code_reveals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reveals" ADD CONSTRAINT "code_reveals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_reveals_user_id_offer_id_idx" ON "code_reveals" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE INDEX "code_reveals_offer_id_idx" ON "code_reveals" USING btree ("offer_id");