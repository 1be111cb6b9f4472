-- The answered confirmations by bucket in order of the time to the
-- answer, where the statistics of a long period find a percentile's time
-- by reading the bucket's times up to its rank, instead of sorting the
-- bucket's confirmations of the period read from confirmations_answer_idx
-- (see OutcomeStats). What the lookups test besides the order is included,
-- so that they read the index alone. Its condition names answer_ms, which
-- only those lookups test (a bucket implies it), so that no other query,
-- planned without knowing its bucket or period, reads a whole bucket here.

-- +goose Up
CREATE INDEX confirmations_answer_ms_idx ON confirmations (account_id, sandbox, answer_bucket, answer_ms)
    INCLUDE (created_at, answer_channel, intent) WHERE answered_at IS NOT NULL AND answer_ms IS NOT NULL;

-- +goose Down
DROP INDEX confirmations_answer_ms_idx;
