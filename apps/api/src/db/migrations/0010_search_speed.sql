CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "offers_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written below (after the drizzle-kit output above). Search at scale (docs: search service
-- repository): typo tolerance no longer scans a trigram index over every offer (a typo like
-- "pizzza" had ~9,000 trigram candidates to re-check at 100k offers). Instead the distinct words
-- of search_text form a small vocabulary; a query word is corrected against it by trigram
-- similarity and the close words are searched through the full-text (tsvector) index. The fill
-- trigger of 0003 now also records new words, in sorted order (concurrent writers never wait on
-- each other in opposite orders).
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
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM offers o, regexp_split_to_table(o.search_text, '[^a-z0-9]+') w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[a-z]'
  ON CONFLICT DO NOTHING;
