CREATE TABLE "review_parameters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"weights" real[] NOT NULL,
	"reviews" integer NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "looked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "known" boolean GENERATED ALWAYS AS (state = 2 AND stability >= 21 AND (looked_up_at IS NULL OR looked_up_at < COALESCE(last_review, '-infinity'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "review_parameters" ADD CONSTRAINT "review_parameters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The learner's cached reads (the library's known-word shares among them) are dropped when a
-- word becomes known or stops being known, as for their days and saved words (0005).
CREATE TRIGGER review_cards_learner_change
  AFTER UPDATE ON review_cards
  FOR EACH ROW WHEN (OLD.known IS DISTINCT FROM NEW.known)
  EXECUTE FUNCTION yek_notify_learner_change();
