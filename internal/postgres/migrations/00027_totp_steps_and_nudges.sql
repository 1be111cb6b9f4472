-- +goose Up

-- The last TOTP time step each operator has spent, so that a code
-- accepted once is never accepted again. It is kept apart from the
-- operators table, whose every update ends the operator's sessions.
CREATE TABLE operator_totp_steps (
    operator_id text PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
    last_step   bigint NOT NULL
);

-- Nudges: a confirmation that starts waiting for a person is noted in
-- inbox_nudges in the same transaction; once a scope's oldest nudge is a
-- minute old, every nudge of the scope is taken at once (FOR UPDATE SKIP
-- LOCKED: one process each) and turned into one webhook delivery
-- (inbox.waiting) and one email to the operations address, which waits
-- in nudge_emails until it is sent.
CREATE TABLE inbox_nudges (
    confirmation_id text NOT NULL REFERENCES confirmations (id) ON DELETE CASCADE,
    waiting_since   text COLLATE "C" NOT NULL,
    account_id      text NOT NULL,
    sandbox         boolean NOT NULL,
    at              timestamptz NOT NULL,
    PRIMARY KEY (confirmation_id, waiting_since)
);

CREATE INDEX inbox_nudges_scope_idx ON inbox_nudges (account_id, sandbox, at);

CREATE TABLE nudge_emails (
    id              text PRIMARY KEY,
    account_id      text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    sandbox         boolean NOT NULL,
    confirmation_id text NOT NULL,
    to_address      text NOT NULL,
    subject         text NOT NULL,
    body            text NOT NULL,
    created_at      timestamptz NOT NULL,
    attempts        integer NOT NULL DEFAULT 0,
    claimed_at      timestamptz NOT NULL
);

CREATE INDEX nudge_emails_claimed_idx ON nudge_emails (claimed_at);

-- +goose Down

DROP TABLE nudge_emails;
DROP TABLE inbox_nudges;
DROP TABLE operator_totp_steps;
