CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"url_name" text NOT NULL,
	"colour" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_colour_check" CHECK ("categories"."colour" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_name" text NOT NULL,
	"url_name" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"website_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"image_en" text,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"subtext_en" text,
	"subtext_fr" text,
	"description_en" text,
	"description_fr" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "carousel_items_type_check" CHECK ("type" IN ('HERO', 'TIMELINE', 'TEAM', 'PERK', 'VALUE', 'PRINCIPLE', 'PARTNER'))
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text NOT NULL,
	"platform" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"sub_flags" jsonb,
	CONSTRAINT "feature_flags_key_platform_pk" PRIMARY KEY("key","platform"),
	CONSTRAINT "feature_flags_platform_check" CHECK ("platform" IN ('web', 'ios', 'android'))
);
--> statement-breakpoint
CREATE TABLE "menu_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"column" text,
	"en" text NOT NULL,
	"fr" text NOT NULL,
	"link" text,
	"route" text,
	"force_link" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_links_menu_check" CHECK ("menu" IN ('header', 'footer')),
	CONSTRAINT "menu_links_column_check" CHECK ("column" IS NULL OR "column" IN ('first_column', 'second_column', 'third_column'))
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term_en_ca" text NOT NULL,
	"term_en_us" text NOT NULL,
	"term_fr_ca" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_offers" (
	"collection_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_offers_collection_id_offer_id_pk" PRIMARY KEY("collection_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "offer_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"code" text NOT NULL,
	"assigned_to" text,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offer_legal" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"legal_en" text NOT NULL,
	"legal_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_subcategories" (
	"offer_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	CONSTRAINT "offer_subcategories_offer_id_subcategory_id_pk" PRIMARY KEY("offer_id","subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "offer_tags" (
	"offer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "offer_tags_offer_id_tag_id_pk" PRIMARY KEY("offer_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"in_store" boolean DEFAULT false NOT NULL,
	"is_spc_plus" boolean DEFAULT false NOT NULL,
	"is_limited_time" boolean DEFAULT false NOT NULL,
	"lto_start_date" timestamp with time zone,
	"lto_end_date" timestamp with time zone,
	"is_new_offer" boolean DEFAULT false NOT NULL,
	"is_new_partner" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"discount_rank" integer DEFAULT 0 NOT NULL,
	"discount_value" integer,
	"discount_label_en" text,
	"discount_label_fr" text,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"image_url" text,
	"code_type" text DEFAULT 'static' NOT NULL,
	"code_mode" text DEFAULT 'no_code' NOT NULL,
	"static_code" text,
	"offer_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("status" IN ('active', 'delisted', 'expired')),
	CONSTRAINT "offers_code_type_check" CHECK ("code_type" IN ('static', 'generated', 'upload_unique', 'upload_random')),
	CONSTRAINT "offers_code_mode_check" CHECK ("code_mode" IN ('no_code', 'card_number', 'random', 'unique', 'static')),
	CONSTRAINT "offers_lto_window_check" CHECK ("offers"."lto_start_date" IS NULL OR "offers"."lto_end_date" IS NULL OR "offers"."lto_start_date" <= "offers"."lto_end_date")
);
--> statement-breakpoint
ALTER TABLE "store_locations" ADD CONSTRAINT "store_locations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_offers" ADD CONSTRAINT "collection_offers_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_offers" ADD CONSTRAINT "collection_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_legal" ADD CONSTRAINT "offer_legal_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_subcategories" ADD CONSTRAINT "offer_subcategories_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_subcategories" ADD CONSTRAINT "offer_subcategories_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tags" ADD CONSTRAINT "offer_tags_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tags" ADD CONSTRAINT "offer_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_name_key" ON "categories" USING btree ("url_name");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_url_name_key" ON "partners" USING btree ("url_name");--> statement-breakpoint
CREATE INDEX "store_locations_partner_id_idx" ON "store_locations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "store_locations_lat_lon_idx" ON "store_locations" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "subcategories_category_id_idx" ON "subcategories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_key" ON "tags" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "carousel_items_type_idx" ON "carousel_items" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "menu_links_menu_idx" ON "menu_links" USING btree ("menu","sort_order");--> statement-breakpoint
CREATE INDEX "collection_offers_offer_id_idx" ON "collection_offers" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_codes_offer_id_code_key" ON "offer_codes" USING btree ("offer_id","code");--> statement-breakpoint
CREATE INDEX "offer_codes_offer_id_assigned_to_idx" ON "offer_codes" USING btree ("offer_id","assigned_to");--> statement-breakpoint
CREATE INDEX "offer_subcategories_subcategory_id_idx" ON "offer_subcategories" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "offer_tags_tag_id_idx" ON "offer_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "offers_category_id_idx" ON "offers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "offers_partner_id_idx" ON "offers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status");