-- +goose Up

-- Who of the team took a waiting confirmation, so that two people do not
-- answer the same customer. A claim names the wait it was made in (since:
-- the confirmation's waiting_since of then, as the API writes it), and is
-- shown only while that wait lasts.
CREATE TABLE inbox_claims (
    confirmation_id text PRIMARY KEY REFERENCES confirmations (id) ON DELETE CASCADE,
    account_id      text NOT NULL,
    by_name         text NOT NULL,
    operator_id     text NOT NULL DEFAULT '',
    since           text NOT NULL,
    claimed_at      timestamptz NOT NULL
);

CREATE INDEX inbox_claims_account_idx ON inbox_claims (account_id);

-- +goose Down

DROP TABLE inbox_claims;
