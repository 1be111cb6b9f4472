-- The last TOTP time step each operator has spent, so that a code
-- accepted once is never accepted again. It is kept apart from the
-- operators table, whose every update ends the operator's sessions.
--
-- Nudges: a confirmation that starts waiting for a person is noted in
-- inbox_nudges in the same transaction; once a scope's oldest nudge is a
-- minute old, every nudge of the scope is taken at once and turned into
-- one webhook delivery (inbox.waiting) and one email to the operations
-- address, which waits in nudge_emails until it is sent.

-- +goose Up
CREATE TABLE operator_totp_steps (
    operator_id TEXT PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
    last_step   INTEGER NOT NULL
) STRICT;

CREATE TABLE inbox_nudges (
    confirmation_id TEXT NOT NULL REFERENCES confirmations (id) ON DELETE CASCADE,
    waiting_since   TEXT NOT NULL,
    account_id      TEXT NOT NULL,
    sandbox         INTEGER NOT NULL,
    at              TEXT NOT NULL,
    PRIMARY KEY (confirmation_id, waiting_since)
) STRICT;

CREATE INDEX inbox_nudges_scope ON inbox_nudges (account_id, sandbox, at);

CREATE TABLE nudge_emails (
    id              TEXT PRIMARY KEY,
    account_id      TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    sandbox         INTEGER NOT NULL,
    confirmation_id TEXT NOT NULL,
    to_address      TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    claimed_at      TEXT NOT NULL
) STRICT;

CREATE INDEX nudge_emails_claimed ON nudge_emails (claimed_at);

-- +goose Down
DROP TABLE nudge_emails;
DROP TABLE inbox_nudges;
DROP TABLE operator_totp_steps;
