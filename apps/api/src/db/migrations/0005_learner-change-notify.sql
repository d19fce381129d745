-- Every instance caches what a user's reads returned (plugins/user-cache.ts) and drops all of it
-- when PostgreSQL says any of that user's rows changed: their profile, days, answers and saved
-- words. NOTIFY is delivered at commit to every listening instance, whichever code path (or
-- operator) made the change; identical notifications in one transaction are sent once.
CREATE OR REPLACE FUNCTION yek_notify_learner_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('yek_learner_change', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('yek_learner_change', COALESCE(NEW.user_id, OLD.user_id)::text);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_learner_change
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION yek_notify_learner_change();
--> statement-breakpoint
CREATE TRIGGER user_tasks_learner_change
  AFTER INSERT OR UPDATE OR DELETE ON user_tasks
  FOR EACH ROW EXECUTE FUNCTION yek_notify_learner_change();
--> statement-breakpoint
CREATE TRIGGER user_task_answers_learner_change
  AFTER INSERT OR UPDATE OR DELETE ON user_task_answers
  FOR EACH ROW EXECUTE FUNCTION yek_notify_learner_change();
--> statement-breakpoint
CREATE TRIGGER user_dictionary_words_learner_change
  AFTER INSERT OR UPDATE OR DELETE ON user_dictionary_words
  FOR EACH ROW EXECUTE FUNCTION yek_notify_learner_change();
