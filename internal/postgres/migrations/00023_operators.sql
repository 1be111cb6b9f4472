-- +goose Up

-- The people of an account's team who sign in to the operators' console
-- with their own email and password, and their sessions. An operator's
-- session is kept apart from the key sessions of console_sessions (which
-- need a key), and ends the same ways: any change to the operator's row
-- (a reset, a new role) or to the account's row deletes it in the same
-- transaction, through triggers, so a change made by hand does it too.
CREATE TABLE operators (
    id            text PRIMARY KEY,
    account_id    text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    email         text NOT NULL UNIQUE,
    name          text NOT NULL,
    role          text NOT NULL CHECK (role IN ('operator', 'admin')),
    sandbox       boolean NOT NULL,
    password_hash text NOT NULL DEFAULT '',
    totp_secret   text NOT NULL DEFAULT '',
    setup_hash    text,
    setup_expires timestamptz,
    created_at    timestamptz NOT NULL
);

CREATE INDEX operators_account_idx ON operators (account_id, email);
CREATE UNIQUE INDEX operators_setup_idx ON operators (setup_hash) WHERE setup_hash IS NOT NULL;

CREATE TABLE operator_sessions (
    id_hash      text PRIMARY KEY,
    account_id   text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    operator_id  text NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
    created_at   timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL,
    expires_at   timestamptz NOT NULL
);

CREATE INDEX operator_sessions_account_idx ON operator_sessions (account_id);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);
CREATE INDEX operator_sessions_expires_idx ON operator_sessions (expires_at);

-- The table is named with the trigger's own schema, whatever the
-- search_path of the connection that made the change.
-- +goose StatementBegin
CREATE FUNCTION end_operator_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'accounts' THEN
        EXECUTE format('DELETE FROM %I.operator_sessions WHERE account_id = ANY ($1)', TG_TABLE_SCHEMA)
            USING ARRAY[OLD.id, NEW.id];
    ELSE
        EXECUTE format('DELETE FROM %I.operator_sessions WHERE operator_id = ANY ($1)', TG_TABLE_SCHEMA)
            USING ARRAY[OLD.id, NEW.id];
    END IF;
    RETURN NULL;
END
$$;
-- +goose StatementEnd

CREATE TRIGGER operators_end_sessions AFTER UPDATE ON operators
    FOR EACH ROW EXECUTE FUNCTION end_operator_sessions();
CREATE TRIGGER accounts_end_operator_sessions AFTER UPDATE ON accounts
    FOR EACH ROW EXECUTE FUNCTION end_operator_sessions();

-- +goose Down

DROP TRIGGER accounts_end_operator_sessions ON accounts;
DROP TRIGGER operators_end_sessions ON operators;
DROP FUNCTION end_operator_sessions();
DROP TABLE operator_sessions;
DROP TABLE operators;
