CREATE TABLE "favourite_categories" (
	"user_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_offers" (
	"user_id" text NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_offers_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "member_saves" (
	"user_id" text PRIMARY KEY NOT NULL,
	"favourite_offers_version" integer DEFAULT 0 NOT NULL,
	"favourite_categories_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_list_offers" (
	"list_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_offers_list_id_offer_id_pk" PRIMARY KEY("list_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"share_token" text,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_lists_name_check" CHECK ("saved_lists"."name" <> '')
);
--> statement-breakpoint
ALTER TABLE "favourite_categories" ADD CONSTRAINT "favourite_categories_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_categories" ADD CONSTRAINT "favourite_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_offers" ADD CONSTRAINT "favourite_offers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_offers" ADD CONSTRAINT "favourite_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_saves" ADD CONSTRAINT "member_saves_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_offers" ADD CONSTRAINT "saved_list_offers_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_offers" ADD CONSTRAINT "saved_list_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_categories_category_id_idx" ON "favourite_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "favourite_offers_offer_id_idx" ON "favourite_offers" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "saved_list_offers_offer_id_idx" ON "saved_list_offers" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_user_name_key" ON "saved_lists" USING btree ("user_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_share_token_key" ON "saved_lists" USING btree ("share_token");