ALTER TABLE "offers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_tsv" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_search_tsv_idx" ON "offers" USING gin ("search_tsv") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "offers_search_text_trgm_idx" ON "offers" USING gin ("search_text" gin_trgm_ops) WHERE "status" = 'active';--> statement-breakpoint
-- Hand-written below (after the drizzle-kit output above): the search documents are maintained by
-- triggers, so every writer (seed, admin, raw SQL) keeps them right. unaccent() is only STABLE; this
-- wrapper names its dictionary explicitly, which makes it safe to declare IMMUTABLE.
CREATE OR REPLACE FUNCTION spc_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spc_offer_search_fill() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  partner text;
  tags_en text;
  tags_fr text;
BEGIN
  SELECT p.partner_name INTO partner FROM partners p WHERE p.id = NEW.partner_id;
  SELECT coalesce(string_agg(t.name_en, ' '), ''), coalesce(string_agg(t.name_fr, ' '), '')
    INTO tags_en, tags_fr
    FROM offer_tags ot JOIN tags t ON t.id = ot.tag_id
    WHERE ot.offer_id = NEW.id;
  NEW.search_text := lower(spc_unaccent(concat_ws(' ',
    NEW.title_en, NEW.title_fr, partner, nullif(tags_en, ''), nullif(tags_fr, ''))));
  NEW.search_tsv :=
    setweight(to_tsvector('english', spc_unaccent(NEW.title_en)), 'A') ||
    setweight(to_tsvector('french', spc_unaccent(NEW.title_fr)), 'A') ||
    setweight(to_tsvector('simple', spc_unaccent(coalesce(partner, ''))), 'A') ||
    setweight(to_tsvector('english', spc_unaccent(tags_en)), 'B') ||
    setweight(to_tsvector('french', spc_unaccent(tags_fr)), 'B') ||
    setweight(to_tsvector('english', spc_unaccent(NEW.description_en)), 'C') ||
    setweight(to_tsvector('french', spc_unaccent(NEW.description_fr)), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_search_fill
  BEFORE INSERT OR UPDATE OF title_en, title_fr, description_en, description_fr, partner_id
  ON offers FOR EACH ROW EXECUTE FUNCTION spc_offer_search_fill();
--> statement-breakpoint
-- Anything else that feeds a document "touches" partner_id, which re-runs the fill above.
CREATE OR REPLACE FUNCTION spc_offer_search_touch_tagged() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- Both triggers name their transition table changed_offer_tags (new rows or old rows).
  UPDATE offers SET partner_id = partner_id WHERE id IN (SELECT offer_id FROM changed_offer_tags);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offer_tags_search_insert
  AFTER INSERT ON offer_tags REFERENCING NEW TABLE AS changed_offer_tags
  FOR EACH STATEMENT EXECUTE FUNCTION spc_offer_search_touch_tagged();
--> statement-breakpoint
CREATE TRIGGER offer_tags_search_delete
  AFTER DELETE ON offer_tags REFERENCING OLD TABLE AS changed_offer_tags
  FOR EACH STATEMENT EXECUTE FUNCTION spc_offer_search_touch_tagged();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spc_offer_search_touch_partner() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offers SET partner_id = partner_id WHERE partner_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER partners_search_touch
  AFTER UPDATE OF partner_name ON partners FOR EACH ROW
  WHEN (OLD.partner_name IS DISTINCT FROM NEW.partner_name)
  EXECUTE FUNCTION spc_offer_search_touch_partner();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spc_offer_search_touch_tag() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offers SET partner_id = partner_id
    WHERE id IN (SELECT offer_id FROM offer_tags WHERE tag_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tags_search_touch
  AFTER UPDATE OF name_en, name_fr ON tags FOR EACH ROW
  WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_fr IS DISTINCT FROM NEW.name_fr)
  EXECUTE FUNCTION spc_offer_search_touch_tag();
--> statement-breakpoint
-- Databases migrated before this file get their documents now.
UPDATE offers SET partner_id = partner_id;
