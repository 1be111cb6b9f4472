-- The people of an account's team who sign in to the operators' console
-- with their own email and password, and their sessions. An operator's
-- session is kept apart from the key sessions of console_sessions (which
-- need a key), and ends the same ways: any change to the operator's row
-- (a reset, a new role) or to the account's row deletes it in the same
-- transaction, through triggers, so a change made by hand does it too.

-- +goose Up
CREATE TABLE operators (
    id            TEXT PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    email         TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    role          TEXT NOT NULL CHECK (role IN ('operator', 'admin')),
    sandbox       INTEGER NOT NULL CHECK (sandbox IN (0, 1)),
    password_hash TEXT NOT NULL DEFAULT '',
    totp_secret   TEXT NOT NULL DEFAULT '',
    setup_hash    TEXT,
    setup_expires TEXT,
    created_at    TEXT NOT NULL
) STRICT;

CREATE INDEX operators_account ON operators (account_id, email);
CREATE UNIQUE INDEX operators_setup ON operators (setup_hash) WHERE setup_hash IS NOT NULL;

CREATE TABLE operator_sessions (
    id_hash      TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    operator_id  TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    expires_at   TEXT NOT NULL
) STRICT;

CREATE INDEX operator_sessions_account ON operator_sessions (account_id);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);
CREATE INDEX operator_sessions_expires ON operator_sessions (expires_at);

-- +goose StatementBegin
CREATE TRIGGER operators_end_sessions AFTER UPDATE ON operators
BEGIN
    DELETE FROM operator_sessions WHERE operator_id IN (OLD.id, NEW.id);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER accounts_end_operator_sessions AFTER UPDATE ON accounts
BEGIN
    DELETE FROM operator_sessions WHERE account_id IN (OLD.id, NEW.id);
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER accounts_end_operator_sessions;
DROP TRIGGER operators_end_sessions;
DROP TABLE operator_sessions;
DROP TABLE operators;
