-- When a delivery finished: the time of its last attempt once it is
-- delivered or failed, NULL while it is pending (a delivery sent again from
-- the console is pending again). The janitor deletes the deliveries that
-- finished longer ago than CONFIRMD_WEBHOOK_HISTORY_DAYS, oldest first,
-- reading them from this partial index. (Migration 7 is PostgreSQL's own.)

-- +goose Up
ALTER TABLE webhook_deliveries ADD COLUMN finished_at TEXT;

UPDATE webhook_deliveries SET finished_at = coalesce(
    (SELECT max(a.at) FROM webhook_attempts a WHERE a.delivery_id = webhook_deliveries.id), created_at)
WHERE state <> 'pending';

CREATE INDEX webhook_deliveries_finished_idx ON webhook_deliveries (finished_at)
    WHERE finished_at IS NOT NULL;

-- +goose Down
DROP INDEX webhook_deliveries_finished_idx;
ALTER TABLE webhook_deliveries DROP COLUMN finished_at;
