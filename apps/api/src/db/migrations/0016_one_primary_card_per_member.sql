-- Concurrent purchases could each make their card primary (decision 0017): keep the member's
-- first primary card (lowest id) and clear the flag on the others, then let the database refuse
-- a second one.
UPDATE "cards" SET "is_primary" = false
WHERE "is_primary" AND "user_id" IS NOT NULL
  AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id") "id" FROM "cards"
    WHERE "is_primary" AND "user_id" IS NOT NULL
    ORDER BY "user_id", "id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_primary_per_member" ON "cards" USING btree ("user_id") WHERE "is_primary" AND "user_id" IS NOT NULL;
