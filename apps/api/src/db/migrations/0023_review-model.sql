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
--> statement-breakpoint
-- A learner's review cards are made where their words are met, whatever code path (or operator)
-- completes the day or saves the word: no read has to look for words without a card.
CREATE OR REPLACE FUNCTION yek_review_cards_from_day() RETURNS trigger AS $$
BEGIN
  INSERT INTO review_cards (user_id, word, vocabulary_id, source, due, created_at)
  SELECT DISTINCT ON (lower(v.headword)) NEW.user_id, lower(v.headword), v.id, 'lesson',
         NEW.completed_at, NEW.completed_at
    FROM task_main_questions mq
    JOIN main_question_vocabulary mv ON mv.main_question_id = mq.id
    JOIN vocabulary v ON v.id = mv.vocabulary_id
   WHERE mq.task_id = NEW.task_id
  ON CONFLICT (user_id, word) DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_tasks_review_cards_completed
  AFTER UPDATE OF completed_at ON user_tasks
  FOR EACH ROW WHEN (OLD.completed_at IS NULL AND NEW.completed_at IS NOT NULL)
  EXECUTE FUNCTION yek_review_cards_from_day();
--> statement-breakpoint
CREATE TRIGGER user_tasks_review_cards_inserted
  AFTER INSERT ON user_tasks
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL)
  EXECUTE FUNCTION yek_review_cards_from_day();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION yek_review_card_from_saved_word() RETURNS trigger AS $$
BEGIN
  INSERT INTO review_cards (user_id, word, vocabulary_id, source, due)
  VALUES (NEW.user_id, lower(NEW.word), NEW.vocabulary_id, 'dictionary', NEW.created_at)
  ON CONFLICT (user_id, word) DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_dictionary_words_review_card
  AFTER INSERT ON user_dictionary_words
  FOR EACH ROW EXECUTE FUNCTION yek_review_card_from_saved_word();
--> statement-breakpoint
-- Words met before this version: every completed day's words and every saved word.
INSERT INTO review_cards (user_id, word, vocabulary_id, source, due)
SELECT w.user_id, w.word, w.vocabulary_id, w.source, now() FROM (
  SELECT DISTINCT ON (ut.user_id, lower(v.headword)) ut.user_id, lower(v.headword) AS word,
         v.id AS vocabulary_id, 'lesson' AS source
    FROM user_tasks ut
    JOIN task_main_questions mq ON mq.task_id = ut.task_id
    JOIN main_question_vocabulary mv ON mv.main_question_id = mq.id
    JOIN vocabulary v ON v.id = mv.vocabulary_id
   WHERE ut.completed_at IS NOT NULL
  UNION ALL
  SELECT d.user_id, lower(d.word), d.vocabulary_id, 'dictionary' FROM user_dictionary_words d
) w
ON CONFLICT (user_id, word) DO NOTHING;
--> statement-breakpoint
CREATE INDEX "review_cards_new_idx" ON "review_cards" USING btree ("user_id","created_at") WHERE "review_cards"."state" = 0;--> statement-breakpoint
CREATE INDEX "review_cards_learned_due_idx" ON "review_cards" USING btree ("user_id","due","id") WHERE "review_cards"."state" <> 0;