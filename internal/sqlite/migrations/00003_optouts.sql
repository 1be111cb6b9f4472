-- Numbers that asked not to be texted or called, and secrets the whole
-- service shares, which every process must read alike and so cannot make
-- up on its own.

-- +goose Up
CREATE TABLE opt_outs (
    account_id TEXT NOT NULL,
    phone      TEXT NOT NULL, -- E.164
    created_at TEXT NOT NULL,
    PRIMARY KEY (account_id, phone)
) STRICT, WITHOUT ROWID;

-- Secret is given no time, so the database's clock tells when a secret was
-- made; it is there for an operator to read, and nothing compares it.
CREATE TABLE secrets (
    name       TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- +goose Down
DROP TABLE secrets;
DROP TABLE opt_outs;
