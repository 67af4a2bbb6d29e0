-- Custom migration. Every word of the typo-search text (titles, partner, tag names; unaccented,
-- lower case) also goes into search_tsv as typed ('simple', weight D), so the full-text index
-- finds words the English/French configurations drop: "off" ("20% off …") is an English stop
-- word, and before 0010 only the per-offer trigram scan found it. Corrected typo words (0010)
-- match through these entries as well.
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
    setweight(to_tsvector('french', spc_unaccent(NEW.description_fr)), 'C') ||
    setweight(to_tsvector('simple', NEW.search_text), 'D');
  IF TG_OP = 'INSERT' OR NEW.search_text IS DISTINCT FROM OLD.search_text THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^a-z0-9]+') w
      WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[a-z]'
      ORDER BY w
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Rebuild every document (the fill trigger runs on this no-op update, as in 0003).
UPDATE offers SET partner_id = partner_id;
