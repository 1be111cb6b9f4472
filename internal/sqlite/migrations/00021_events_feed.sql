-- The events feed (GET /v1/events): every change of a confirmation's
-- status or outcome, written in the same transaction as the change, so a
-- webhook receiver that was down can catch up. Read by scope in (at, id)
-- order; ids are random, so a cursor tells nothing of other accounts. The
-- janitor deletes changes older than confirm.ChangeRetention (30 days).
-- Nothing here is personal data: a status and an intent.
--
-- confirmations_updated serves GET /v1/confirmations?updatedSince=T: the
-- rows of a scope changed at or after T, whatever their number in all;
-- webhook_deliveries_failed the operators' console's list of the failed
-- webhooks of a scope, to send them again.

-- +goose Up
CREATE TABLE confirmation_changes (
    id              TEXT PRIMARY KEY,
    account_id      TEXT NOT NULL,
    sandbox         INTEGER NOT NULL,
    confirmation_id TEXT NOT NULL,
    status          TEXT NOT NULL,
    intent          TEXT NOT NULL DEFAULT '',
    at              TEXT NOT NULL
) STRICT;

CREATE INDEX confirmation_changes_feed ON confirmation_changes (account_id, sandbox, at, id);
CREATE INDEX confirmation_changes_at ON confirmation_changes (at);
CREATE INDEX confirmations_updated ON confirmations (account_id, sandbox, updated_at);
CREATE INDEX webhook_deliveries_failed ON webhook_deliveries (account_id, sandbox, finished_at)
    WHERE state = 'failed';

-- +goose Down
DROP INDEX webhook_deliveries_failed;
DROP INDEX confirmations_updated;
DROP TABLE confirmation_changes;
