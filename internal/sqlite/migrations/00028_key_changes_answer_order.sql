-- A counter of the changes to API keys and accounts, so that a process
-- that keeps keys in memory (keyCache) learns of a key revoked or an
-- account changed by another process: it reads the counter at most every
-- keyCheck and forgets every key it kept when the counter has moved.
-- Inserts are not counted: a new key or account changes no key kept.
--
-- And the answered confirmations by bucket in order of the time to the
-- answer (confirmations_answer_ms), where the statistics of a long period
-- find a percentile's time by skipping the bucket's times before its
-- rank, instead of sorting the bucket's confirmations of the period (see
-- OutcomeStats).

-- +goose Up
CREATE TABLE key_changes (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  INTEGER NOT NULL
);
INSERT INTO key_changes (id, n) VALUES (1, 0);

-- +goose StatementBegin
CREATE TRIGGER api_keys_changed_update AFTER UPDATE ON api_keys
BEGIN
    UPDATE key_changes SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER api_keys_changed_delete AFTER DELETE ON api_keys
BEGIN
    UPDATE key_changes SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER accounts_changed_update AFTER UPDATE ON accounts
BEGIN
    UPDATE key_changes SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER accounts_changed_delete AFTER DELETE ON accounts
BEGIN
    UPDATE key_changes SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

CREATE INDEX confirmations_answer_ms ON confirmations (account_id, sandbox, answer_bucket, answer_ms, created_at, answer_channel, intent)
    WHERE answered_at IS NOT NULL;

-- +goose Down
DROP INDEX confirmations_answer_ms;
DROP TRIGGER accounts_changed_delete;
DROP TRIGGER accounts_changed_update;
DROP TRIGGER api_keys_changed_delete;
DROP TRIGGER api_keys_changed_update;
DROP TABLE key_changes;
