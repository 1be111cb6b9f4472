-- Times are UTC text in confirm.TimeFormat, so they sort as text and
-- compare with the same operators as the values the store binds.

-- +goose Up
CREATE TABLE accounts (
    id             TEXT PRIMARY KEY,
    name           TEXT NOT NULL,
    signing_secret TEXT NOT NULL,
    rate_limit     INTEGER NOT NULL DEFAULT 0,
    created_at     TEXT NOT NULL
) STRICT;

CREATE TABLE api_keys (
    id         TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    hash       TEXT NOT NULL UNIQUE,
    prefix     TEXT NOT NULL,
    sandbox    INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    revoked_at TEXT
) STRICT;

CREATE INDEX api_keys_account ON api_keys (account_id, created_at);

-- What a listing filters on lives in columns; the rest of a confirmation is
-- one JSON document (confirm.Document), read and written whole.
CREATE TABLE confirmations (
    id          TEXT PRIMARY KEY,
    account_id  TEXT NOT NULL REFERENCES accounts (id),
    sandbox     INTEGER NOT NULL,
    status      TEXT NOT NULL,
    external_id TEXT, -- NULL when the client gave none, to keep it out of the index
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    doc         TEXT NOT NULL
) STRICT;

-- One index per listing shape, each ending in the listing's order, so a page
-- is a range read with no sort however many rows the account has.
CREATE INDEX confirmations_list
    ON confirmations (account_id, sandbox, created_at DESC, id DESC);
CREATE INDEX confirmations_status
    ON confirmations (account_id, sandbox, status, created_at DESC, id DESC);
CREATE INDEX confirmations_external
    ON confirmations (account_id, sandbox, external_id, created_at DESC, id DESC)
    WHERE external_id IS NOT NULL;

CREATE TABLE steps (
    confirmation_id TEXT NOT NULL REFERENCES confirmations (id),
    position        INTEGER NOT NULL,
    channel         TEXT NOT NULL,
    state           TEXT NOT NULL,
    due_at          TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (confirmation_id, position)
) STRICT, WITHOUT ROWID;

-- Only pending steps wake the scheduler; most steps of a large database are
-- long done, so the partial index stays small.
CREATE INDEX steps_pending_due ON steps (due_at) WHERE state = 'pending';

-- The timeline is append-only: seq is the event's index in it.
CREATE TABLE events (
    confirmation_id TEXT NOT NULL REFERENCES confirmations (id),
    seq             INTEGER NOT NULL,
    at              TEXT NOT NULL,
    kind            TEXT NOT NULL,
    channel         TEXT NOT NULL DEFAULT '',
    text            TEXT NOT NULL,
    PRIMARY KEY (confirmation_id, seq)
) STRICT, WITHOUT ROWID;

CREATE TABLE idempotency (
    account_id      TEXT NOT NULL,
    sandbox         INTEGER NOT NULL,
    key             TEXT NOT NULL,
    request_hash    TEXT NOT NULL,
    confirmation_id TEXT NOT NULL,
    response        BLOB NOT NULL,
    created_at      TEXT NOT NULL,
    PRIMARY KEY (account_id, sandbox, key)
) STRICT;

CREATE INDEX idempotency_created ON idempotency (created_at);

CREATE TABLE rate_log (
    id  INTEGER PRIMARY KEY,
    key TEXT NOT NULL,
    at  TEXT NOT NULL
) STRICT;

CREATE INDEX rate_log_key_at ON rate_log (key, at);
CREATE INDEX rate_log_at ON rate_log (at);

-- +goose Down
DROP TABLE rate_log;
DROP TABLE idempotency;
DROP TABLE events;
DROP TABLE steps;
DROP TABLE confirmations;
DROP TABLE api_keys;
DROP TABLE accounts;
