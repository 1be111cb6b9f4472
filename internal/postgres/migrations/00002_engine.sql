-- +goose Up

-- wake_at is NULL rather than a far-off time when nothing is due, so the
-- scheduler's index holds only confirmations it may still have to wake:
-- closed ones, the vast majority, stay out of it.
ALTER TABLE confirmations
    ADD COLUMN wake_at     timestamptz,
    ADD COLUMN lease_owner text NOT NULL DEFAULT '';

CREATE INDEX confirmations_wake_idx ON confirmations (wake_at) WHERE wake_at IS NOT NULL;

-- Confirmations stored before the engine kept wake times are woken at their
-- earliest pending step, or at once if none is pending, so the engine looks
-- at each of them and sets its real wake time.
UPDATE confirmations c
SET wake_at = coalesce(
    (SELECT min(s.due_at) FROM steps s WHERE s.confirmation_id = c.id AND s.state = 'pending'),
    c.updated_at)
WHERE c.status IN ('scheduled', 'in_progress');

-- The scheduler now asks confirmations_wake_idx, and nothing else looks for
-- pending steps by due time.
DROP INDEX steps_pending_due_idx;

ALTER TABLE steps
    ADD COLUMN sending_at   timestamptz,
    ADD COLUMN active_until timestamptz;

ALTER TABLE accounts
    ADD COLUMN previous_signing_secret text NOT NULL DEFAULT '',
    ADD COLUMN previous_secret_until   timestamptz;

-- The webhook outbox. A delivery is written in the transaction that changes
-- its confirmation's status; its payload is the exact body to sign and send,
-- hence bytea rather than jsonb, which would reformat it.
CREATE TABLE webhook_deliveries (
    id              text PRIMARY KEY,
    -- Breaks ties between deliveries created in the same millisecond, so
    -- "oldest first" is the order they were written in.
    seq             bigint GENERATED ALWAYS AS IDENTITY,
    confirmation_id text NOT NULL REFERENCES confirmations (id),
    account_id      text NOT NULL,
    sandbox         boolean NOT NULL,
    url             text NOT NULL,
    payload         bytea NOT NULL,
    state           text NOT NULL,
    created_at      timestamptz NOT NULL,
    next_attempt_at timestamptz
);

-- The sender only ever asks for the earliest pending deliveries; delivered
-- and failed ones stay out of this index.
CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_confirmation_idx ON webhook_deliveries (confirmation_id);

CREATE TABLE webhook_attempts (
    delivery_id     text NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    seq             integer NOT NULL,
    at              timestamptz NOT NULL,
    status_code     integer NOT NULL,
    duration_ms     bigint NOT NULL,
    error           text NOT NULL DEFAULT '',
    request_headers jsonb NOT NULL DEFAULT '{}',
    response_body   text NOT NULL DEFAULT '',
    PRIMARY KEY (delivery_id, seq)
);

-- +goose Down

DROP TABLE webhook_attempts;
DROP TABLE webhook_deliveries;
ALTER TABLE accounts DROP COLUMN previous_secret_until, DROP COLUMN previous_signing_secret;
ALTER TABLE steps DROP COLUMN active_until, DROP COLUMN sending_at;
CREATE INDEX steps_pending_due_idx ON steps (due_at) WHERE state = 'pending';
DROP INDEX confirmations_wake_idx;
ALTER TABLE confirmations DROP COLUMN lease_owner, DROP COLUMN wake_at;
