-- Custom migration (issue 4, search at 100,000 offers). The sort orders of highest_discount and
-- new as partial indexes of active offers, like offers_listed_views_idx (0006): a search for a
-- common word walks the sort's index and stops after its 501 candidates instead of sorting every
-- match, and the catalogue listings sorted by discount or date read one page in order.
CREATE INDEX IF NOT EXISTS "offers_listed_discount_idx" ON "offers" USING btree ("discount_rank" DESC, "views" DESC, "id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_listed_new_idx" ON "offers" USING btree ("start_date" DESC, "id" DESC) WHERE "status" = 'active';
