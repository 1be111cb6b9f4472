-- Who of the team took a waiting confirmation, so that two people do not
-- answer the same customer. A claim names the wait it was made in (since:
-- the confirmation's waiting_since of then, as the API writes it), and is
-- shown only while that wait lasts.

-- +goose Up
CREATE TABLE inbox_claims (
    confirmation_id TEXT PRIMARY KEY REFERENCES confirmations (id) ON DELETE CASCADE,
    account_id      TEXT NOT NULL,
    by_name         TEXT NOT NULL,
    operator_id     TEXT NOT NULL DEFAULT '',
    since           TEXT NOT NULL,
    claimed_at      TEXT NOT NULL
) STRICT;

CREATE INDEX inbox_claims_account ON inbox_claims (account_id);

-- +goose Down
DROP TABLE inbox_claims;
