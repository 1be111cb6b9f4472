-- +goose Up

-- How many rate-log entries each key has, so that an attempt reads and
-- writes one row instead of counting the key's entries in the window: for
-- an account allowed thousands of creates an hour from one address, the
-- count made every create cost more than the one before. The log stays and
-- still decides which attempts count. An attempt deletes its key's expired
-- entries and takes their number off n; pruning takes off what it deletes;
-- so n is always the number of the key's entries in rate_log, and a key
-- with none has no row.
CREATE TABLE rate_counts (
    key text PRIMARY KEY,
    n   bigint NOT NULL
);

INSERT INTO rate_counts (key, n) SELECT key, count(*) FROM rate_log GROUP BY key;

-- +goose Down

DROP TABLE rate_counts;
