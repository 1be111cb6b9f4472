-- +goose Up

-- The events feed (GET /v1/events): every change of a confirmation's
-- status or outcome, written in the same transaction as the change, so a
-- webhook receiver that was down can catch up. Read by scope in (at, id)
-- order; ids are random, so a cursor tells nothing of other accounts. The
-- janitor deletes changes older than confirm.ChangeRetention (30 days).
-- Nothing here is personal data: a status and an intent.
--
-- confirmations_updated_idx serves GET /v1/confirmations?updatedSince=T:
-- the rows of a scope changed at or after T, whatever their number in all;
-- webhook_deliveries_failed_idx the operators' console's list of the
-- failed webhooks of a scope, to send them again.
CREATE TABLE confirmation_changes (
    id              text PRIMARY KEY,
    account_id      text NOT NULL,
    sandbox         boolean NOT NULL,
    confirmation_id text NOT NULL,
    status          text NOT NULL,
    intent          text NOT NULL DEFAULT '',
    at              timestamptz NOT NULL
);

CREATE INDEX confirmation_changes_feed_idx ON confirmation_changes (account_id, sandbox, at, id);
CREATE INDEX confirmation_changes_at_idx ON confirmation_changes (at);
CREATE INDEX confirmations_updated_idx ON confirmations (account_id, sandbox, updated_at);
CREATE INDEX webhook_deliveries_failed_idx ON webhook_deliveries (account_id, sandbox, finished_at)
    WHERE state = 'failed';

-- +goose Down

DROP INDEX webhook_deliveries_failed_idx;
DROP INDEX confirmations_updated_idx;
DROP TABLE confirmation_changes;
