-- Servers cache who is signed in (token → live session) so that a bet costs no session query. Whatever can end a
-- session (revoking or deleting it, suspending or deleting its user) notifies 'auth_changed' with the user's id;
-- NOTIFY is delivered at commit to every server process listening, which then drops its cache. Triggers, so that no
-- code path can forget.
CREATE FUNCTION auth_changed_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('auth_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION auth_changed_session();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION auth_changed_session();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION auth_changed_user();
--> statement-breakpoint
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION auth_changed_user();
