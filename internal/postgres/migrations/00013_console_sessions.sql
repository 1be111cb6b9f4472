-- +goose Up

-- The sandbox console's sessions, so that signing out, revoking a key or
-- changing an account ends a sign-in on the server, whatever cookie a
-- browser still holds. A session is found by the SHA-256 of the random id
-- its cookie carries; the id itself is never stored. expires_at is when it
-- ends unless used again (the earlier of its absolute end and its last use
-- plus the idle time-out); the janitor deletes sessions past it. Every
-- request reads its session here, so every process sees an end at once.
CREATE TABLE console_sessions (
    id_hash      text PRIMARY KEY,
    account_id   text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    key_id       text NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    created_at   timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL,
    expires_at   timestamptz NOT NULL
);

CREATE INDEX console_sessions_account_idx ON console_sessions (account_id);
CREATE INDEX console_sessions_key_idx ON console_sessions (key_id);
CREATE INDEX console_sessions_expires_idx ON console_sessions (expires_at);

-- Any update of an account's row, and any key created, changed or deleted
-- for it, ends every session of the account in the same transaction,
-- however the change is made (confirmd's commands or SQL by hand). So a
-- column written routinely must not be added to accounts. The table is
-- named with the trigger's own schema, whatever the search_path of the
-- connection that made the change.
-- +goose StatementBegin
CREATE FUNCTION end_console_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ended text[];
BEGIN
    IF TG_TABLE_NAME = 'accounts' THEN
        ended := ARRAY[OLD.id, NEW.id];
    ELSIF TG_OP = 'INSERT' THEN
        ended := ARRAY[NEW.account_id];
    ELSIF TG_OP = 'DELETE' THEN
        ended := ARRAY[OLD.account_id];
    ELSE
        ended := ARRAY[OLD.account_id, NEW.account_id];
    END IF;
    EXECUTE format('DELETE FROM %I.console_sessions WHERE account_id = ANY ($1)', TG_TABLE_SCHEMA) USING ended;
    RETURN NULL;
END
$$;
-- +goose StatementEnd

CREATE TRIGGER accounts_end_console_sessions AFTER UPDATE ON accounts
    FOR EACH ROW EXECUTE FUNCTION end_console_sessions();
CREATE TRIGGER api_keys_end_console_sessions AFTER INSERT OR UPDATE OR DELETE ON api_keys
    FOR EACH ROW EXECUTE FUNCTION end_console_sessions();

-- +goose Down

DROP TRIGGER api_keys_end_console_sessions ON api_keys;
DROP TRIGGER accounts_end_console_sessions ON accounts;
DROP FUNCTION end_console_sessions();
DROP TABLE console_sessions;
