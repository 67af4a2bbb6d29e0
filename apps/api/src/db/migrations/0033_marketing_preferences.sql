CREATE TABLE "local_marketing_channels" (
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_marketing_channels_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "marketing_email_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_unsubscribed" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "marketing_email_preferences" ADD CONSTRAINT "marketing_email_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below: every writer of profiles.email_opt_in (profile edits, the newsletter's
-- links, raw SQL) marks the member's marketing preference as changed, for the sync job to push.
-- Existing members start in step with their profile and unsynced.
CREATE OR REPLACE FUNCTION spc_marketing_preference_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO marketing_email_preferences (user_id, email_unsubscribed, changed_at, synced_at)
    VALUES (NEW.user_id, NOT NEW.email_opt_in, clock_timestamp(), NULL)
    ON CONFLICT (user_id) DO UPDATE
      SET email_unsubscribed = EXCLUDED.email_unsubscribed, changed_at = EXCLUDED.changed_at
      WHERE marketing_email_preferences.email_unsubscribed IS DISTINCT FROM EXCLUDED.email_unsubscribed;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_marketing_preference
  AFTER INSERT OR UPDATE OF email_opt_in ON profiles
  FOR EACH ROW EXECUTE FUNCTION spc_marketing_preference_changed();
--> statement-breakpoint
INSERT INTO marketing_email_preferences (user_id, email_unsubscribed)
  SELECT user_id, NOT email_opt_in FROM profiles
  ON CONFLICT (user_id) DO NOTHING;
