-- The sandbox console's sessions, so that signing out, revoking a key or
-- changing an account ends a sign-in on the server, whatever cookie a
-- browser still holds. A session is found by the SHA-256 of the random id
-- its cookie carries; the id itself is never stored. expires_at is when it
-- ends unless used again (the earlier of its absolute end and its last use
-- plus the idle time-out); the janitor deletes sessions past it.
--
-- Any update of an account's row, and any key created, changed or deleted
-- for it, ends every session of the account, however the change is made
-- (confirmd's commands or SQL by hand). So a column written routinely must
-- not be added to accounts.

-- +goose Up
CREATE TABLE console_sessions (
    id_hash      TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    key_id       TEXT NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    expires_at   TEXT NOT NULL
) STRICT;

CREATE INDEX console_sessions_account ON console_sessions (account_id);
CREATE INDEX console_sessions_key ON console_sessions (key_id);
CREATE INDEX console_sessions_expires ON console_sessions (expires_at);

-- +goose StatementBegin
CREATE TRIGGER accounts_end_console_sessions AFTER UPDATE ON accounts
BEGIN
    DELETE FROM console_sessions WHERE account_id IN (OLD.id, NEW.id);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER api_keys_insert_end_console_sessions AFTER INSERT ON api_keys
BEGIN
    DELETE FROM console_sessions WHERE account_id = NEW.account_id;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER api_keys_update_end_console_sessions AFTER UPDATE ON api_keys
BEGIN
    DELETE FROM console_sessions WHERE account_id IN (OLD.account_id, NEW.account_id);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER api_keys_delete_end_console_sessions AFTER DELETE ON api_keys
BEGIN
    DELETE FROM console_sessions WHERE account_id = OLD.account_id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER api_keys_delete_end_console_sessions;
DROP TRIGGER api_keys_update_end_console_sessions;
DROP TRIGGER api_keys_insert_end_console_sessions;
DROP TRIGGER accounts_end_console_sessions;
DROP TABLE console_sessions;
