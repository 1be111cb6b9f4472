-- The engine's bookkeeping, webhook secret rotation and the webhook outbox.
-- Times that may be absent are NULL, never a zero date that would sort
-- before every real one.

-- +goose Up
ALTER TABLE confirmations ADD COLUMN wake_at TEXT;
ALTER TABLE confirmations ADD COLUMN lease_owner TEXT NOT NULL DEFAULT '';

-- Confirmations open before this migration wake at their first pending
-- step, as the scheduler found them until now, or at once when none is
-- pending (a stalled conversation), so that the engine looks at each and
-- sets its real wake time.
UPDATE confirmations SET wake_at = coalesce((
    SELECT min(due_at) FROM steps
    WHERE confirmation_id = confirmations.id AND state = 'pending'
), updated_at) WHERE status IN ('scheduled', 'in_progress');

-- Claims and the scheduler's wake-up read the earliest wake times. Closed
-- confirmations, nearly all of a large database, have none and stay out.
CREATE INDEX confirmations_wake ON confirmations (wake_at) WHERE wake_at IS NOT NULL;

-- The scheduler now wakes on confirmations, not on steps.
DROP INDEX steps_pending_due;

ALTER TABLE steps ADD COLUMN sending_at TEXT;
ALTER TABLE steps ADD COLUMN active_until TEXT;

ALTER TABLE accounts ADD COLUMN previous_signing_secret TEXT NOT NULL DEFAULT '';
ALTER TABLE accounts ADD COLUMN previous_secret_until TEXT;

-- The outbox: a delivery is written in the transaction of the change it
-- reports. The payload is kept as bytes because the signature covers them.
CREATE TABLE webhook_deliveries (
    id              TEXT PRIMARY KEY,
    confirmation_id TEXT NOT NULL REFERENCES confirmations (id),
    account_id      TEXT NOT NULL,
    sandbox         INTEGER NOT NULL,
    url             TEXT NOT NULL,
    payload         BLOB NOT NULL,
    state           TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    next_attempt_at TEXT -- NULL once delivered or failed
) STRICT;

-- Senders claim from the pending few; delivered ones pile up outside it.
CREATE INDEX webhook_deliveries_pending
    ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_confirmation
    ON webhook_deliveries (confirmation_id, created_at);

CREATE TABLE webhook_attempts (
    delivery_id     TEXT NOT NULL REFERENCES webhook_deliveries (id),
    seq             INTEGER NOT NULL,
    at              TEXT NOT NULL,
    status_code     INTEGER NOT NULL, -- 0 when no response came
    duration_ms     INTEGER NOT NULL,
    error           TEXT NOT NULL DEFAULT '',
    request_headers TEXT NOT NULL DEFAULT '{}', -- a JSON object
    response_body   TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (delivery_id, seq)
) STRICT, WITHOUT ROWID;

-- +goose Down
DROP TABLE webhook_attempts;
DROP TABLE webhook_deliveries;
ALTER TABLE accounts DROP COLUMN previous_secret_until;
ALTER TABLE accounts DROP COLUMN previous_signing_secret;
ALTER TABLE steps DROP COLUMN active_until;
ALTER TABLE steps DROP COLUMN sending_at;
CREATE INDEX steps_pending_due ON steps (due_at) WHERE state = 'pending';
DROP INDEX confirmations_wake;
ALTER TABLE confirmations DROP COLUMN lease_owner;
ALTER TABLE confirmations DROP COLUMN wake_at;
