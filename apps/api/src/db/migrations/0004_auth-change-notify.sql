-- Every instance caches signed-in sessions (plugins/session-cache.ts) and drops a user's entries
-- when it hears of a change that could end or alter their access: committed changes of the user's
-- role, status, token version, trial or plan, and of any of their sessions. NOTIFY is delivered at
-- commit, to every listening instance, whichever code path (or operator) made the change.
CREATE OR REPLACE FUNCTION yek_notify_user_auth_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('yek_auth_change', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION yek_notify_session_auth_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('yek_auth_change', COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_auth_change
  AFTER UPDATE OF role, status, token_version, trial_ends_at, subscription_ends_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION yek_notify_user_auth_change();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_auth_change
  AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION yek_notify_session_auth_change();
