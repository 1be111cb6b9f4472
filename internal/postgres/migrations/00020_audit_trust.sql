-- +goose Up

-- The audit log, to be trusted after an incident. Ids are random
-- (au_ and 24 characters), so that an account's ids say nothing of other
-- accounts' activity; pages are in order of at, then id. Each entry names
-- the key that acted (key_id; actor is its prefix), or cli, janitor or
-- confirmd, and apart from it the person's name a message or resolution
-- gave (author). Identical consecutive entries are one with a count
-- (repeated, first at, last last_at); summary marks an entry that counts
-- the entries of an hour past the account's cap.
--
-- Entries stay append-only: an update may only make repeated grow and
-- last_at move on; a delete goes through only for entries written before
-- the transaction's confirmd.audit_purge_before setting, which only the
-- retention purge sets (SET LOCAL, through set_config); TRUNCATE is
-- refused.
--
-- Entries written before: random ids in hex; the messages and resolutions
-- named the person as actor, who becomes the author, with api as actor
-- (the key was not recorded); retention runs were confirmd's, now the
-- janitor's.
DROP TRIGGER audit_log_append_only ON audit_log;
DROP FUNCTION audit_log_append_only();

ALTER TABLE audit_log ALTER COLUMN id DROP DEFAULT;
ALTER TABLE audit_log ALTER COLUMN id TYPE text
    USING 'au_' || substr(md5(random()::text || clock_timestamp()::text || id::text), 1, 24);
DROP SEQUENCE IF EXISTS audit_log_id_seq;

ALTER TABLE audit_log
    ADD COLUMN last_at  timestamptz,
    ADD COLUMN key_id   text NOT NULL DEFAULT '',
    ADD COLUMN author   text NOT NULL DEFAULT '',
    ADD COLUMN repeated integer NOT NULL DEFAULT 1 CHECK (repeated >= 1),
    ADD COLUMN summary  boolean NOT NULL DEFAULT false;
UPDATE audit_log SET last_at = at,
    author = CASE WHEN action IN ('inbox.message_sent', 'inbox.resolved') AND actor <> 'api' THEN actor ELSE '' END,
    actor = CASE WHEN action IN ('inbox.message_sent', 'inbox.resolved') THEN 'api'
                 WHEN action = 'retention' AND actor = 'confirmd' THEN 'janitor'
                 ELSE actor END;
ALTER TABLE audit_log ALTER COLUMN last_at SET NOT NULL;

DROP INDEX audit_log_account_idx;
DROP INDEX audit_log_account_action_idx;
CREATE INDEX audit_log_account_idx ON audit_log (account_id, at, id);
CREATE INDEX audit_log_account_action_idx ON audit_log (account_id, action, at, id);
CREATE INDEX audit_log_at_idx ON audit_log (at);

-- +goose StatementBegin
CREATE FUNCTION audit_log_fold_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.id IS DISTINCT FROM OLD.id OR NEW.account_id IS DISTINCT FROM OLD.account_id
        OR NEW.scope IS DISTINCT FROM OLD.scope OR NEW.at IS DISTINCT FROM OLD.at
        OR NEW.actor IS DISTINCT FROM OLD.actor OR NEW.key_id IS DISTINCT FROM OLD.key_id
        OR NEW.author IS DISTINCT FROM OLD.author OR NEW.action IS DISTINCT FROM OLD.action
        OR NEW.target IS DISTINCT FROM OLD.target OR NEW.details IS DISTINCT FROM OLD.details
        OR NEW.summary IS DISTINCT FROM OLD.summary
        OR NEW.repeated <= OLD.repeated OR NEW.last_at < OLD.last_at THEN
        RAISE EXCEPTION 'audit_log is append-only: an entry may only count more repeats';
    END IF;
    RETURN NEW;
END
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION audit_log_purge_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    before text := current_setting('confirmd.audit_purge_before', true);
BEGIN
    IF TG_OP = 'DELETE' AND coalesce(before, '') <> '' AND OLD.at < before::timestamptz THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'audit_log is append-only: only the retention purge deletes, and only old entries';
END
$$;
-- +goose StatementEnd

CREATE TRIGGER audit_log_fold_only BEFORE UPDATE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_fold_only();
CREATE TRIGGER audit_log_purge_only BEFORE DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_purge_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_purge_only();

-- +goose Down

DROP TRIGGER audit_log_no_truncate ON audit_log;
DROP TRIGGER audit_log_purge_only ON audit_log;
DROP TRIGGER audit_log_fold_only ON audit_log;
DROP FUNCTION audit_log_purge_only();
DROP FUNCTION audit_log_fold_only();
DROP INDEX audit_log_at_idx;
DROP INDEX audit_log_account_action_idx;
DROP INDEX audit_log_account_idx;

UPDATE audit_log SET actor = author WHERE author <> '';
ALTER TABLE audit_log DROP COLUMN summary, DROP COLUMN repeated, DROP COLUMN author,
    DROP COLUMN key_id, DROP COLUMN last_at;
CREATE SEQUENCE audit_log_id_seq OWNED BY audit_log.id;
ALTER TABLE audit_log ALTER COLUMN id TYPE bigint USING nextval('audit_log_id_seq');
ALTER TABLE audit_log ALTER COLUMN id SET DEFAULT nextval('audit_log_id_seq');
CREATE INDEX audit_log_account_idx ON audit_log (account_id, id);
CREATE INDEX audit_log_account_action_idx ON audit_log (account_id, action, id);

-- +goose StatementBegin
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_log is append-only';
END
$$;
-- +goose StatementEnd

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
