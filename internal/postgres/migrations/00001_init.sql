-- +goose Up

CREATE TABLE accounts (
    id             text PRIMARY KEY,
    name           text NOT NULL DEFAULT '',
    signing_secret text NOT NULL,
    rate_limit     integer NOT NULL DEFAULT 0,
    created_at     timestamptz NOT NULL
);

CREATE TABLE api_keys (
    id         text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts (id),
    hash       text NOT NULL UNIQUE,
    prefix     text NOT NULL,
    sandbox    boolean NOT NULL,
    created_at timestamptz NOT NULL,
    revoked_at timestamptz
);

CREATE INDEX api_keys_account_idx ON api_keys (account_id, created_at, id);

-- The columns are what queries filter and sort on; everything else about a
-- confirmation lives in doc (confirm.Document), so adding a field to the API
-- needs no migration.
CREATE TABLE confirmations (
    id          text PRIMARY KEY,
    account_id  text NOT NULL REFERENCES accounts (id),
    sandbox     boolean NOT NULL,
    status      text NOT NULL,
    external_id text NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    doc         jsonb NOT NULL
);

-- One index per listing shape, each ending in the sort order, so a page is a
-- range scan of limit+1 entries however many confirmations an account has.
CREATE INDEX confirmations_list_idx
    ON confirmations (account_id, sandbox, created_at DESC, id DESC);
CREATE INDEX confirmations_status_idx
    ON confirmations (account_id, sandbox, status, created_at DESC, id DESC);
CREATE INDEX confirmations_external_idx
    ON confirmations (account_id, sandbox, external_id, created_at DESC, id DESC);

CREATE TABLE steps (
    confirmation_id text NOT NULL REFERENCES confirmations (id) ON DELETE CASCADE,
    position        integer NOT NULL,
    channel         text NOT NULL,
    state           text NOT NULL,
    due_at          timestamptz NOT NULL,
    attempts        integer NOT NULL DEFAULT 0,
    PRIMARY KEY (confirmation_id, position)
);

-- The scheduler only ever asks for the earliest pending step; finished steps,
-- the vast majority, stay out of this index.
CREATE INDEX steps_pending_due_idx ON steps (due_at) WHERE state = 'pending';

CREATE TABLE events (
    confirmation_id text NOT NULL REFERENCES confirmations (id) ON DELETE CASCADE,
    seq             integer NOT NULL,
    at              timestamptz NOT NULL,
    kind            text NOT NULL,
    channel         text NOT NULL DEFAULT '',
    text            text NOT NULL,
    PRIMARY KEY (confirmation_id, seq)
);

CREATE TABLE idempotency (
    account_id      text NOT NULL,
    sandbox         boolean NOT NULL,
    key             text NOT NULL,
    request_hash    text NOT NULL,
    confirmation_id text NOT NULL,
    response        bytea,
    created_at      timestamptz NOT NULL,
    PRIMARY KEY (account_id, sandbox, key)
);

CREATE INDEX idempotency_created_idx ON idempotency (created_at);

CREATE TABLE rate_log (
    id  bigserial PRIMARY KEY,
    key text NOT NULL,
    at  timestamptz NOT NULL
);

CREATE INDEX rate_log_key_at_idx ON rate_log (key, at);
-- Pruning deletes by age across all keys.
CREATE INDEX rate_log_at_idx ON rate_log (at);

-- +goose Down

DROP TABLE rate_log;
DROP TABLE idempotency;
DROP TABLE events;
DROP TABLE steps;
DROP TABLE confirmations;
DROP TABLE api_keys;
DROP TABLE accounts;
