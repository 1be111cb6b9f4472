-- +goose Up

-- An entry of the rate-limit log holds a number of attempts: an allowed
-- attempt keeps its own moment, and the attempts refused within one second
-- share the entry at the end of that second (confirm.RefusedAttemptAt). A
-- client refused in a tight loop wrote a row per attempt, a million rows
-- an hour for a million refusals; now it writes one a second. Entries of
-- one key and moment are merged here, so that (key, at) is unique and an
-- attempt can add itself to its entry. rate_counts already counts attempts
-- and stays as it is: n is now the sum of the key's entries' n.
ALTER TABLE rate_log ADD COLUMN n bigint NOT NULL DEFAULT 1;

WITH merged AS (
    SELECT key, at, min(id) AS keep, count(*) AS n FROM rate_log GROUP BY key, at HAVING count(*) > 1
), kept AS (
    UPDATE rate_log AS l SET n = m.n FROM merged AS m WHERE l.id = m.keep
)
DELETE FROM rate_log AS l USING merged AS m WHERE l.key = m.key AND l.at = m.at AND l.id <> m.keep;

DROP INDEX rate_log_key_at_idx;
CREATE UNIQUE INDEX rate_log_key_at_idx ON rate_log (key, at);

-- +goose Down

DROP INDEX rate_log_key_at_idx;
CREATE INDEX rate_log_key_at_idx ON rate_log (key, at);

-- One row per attempt again: an entry of n attempts gets n - 1 more rows.
INSERT INTO rate_log (key, at) SELECT key, at FROM rate_log, generate_series(2, n);

ALTER TABLE rate_log DROP COLUMN n;
