-- An entry of the rate-limit log holds a number of attempts: an allowed
-- attempt keeps its own moment, and the attempts refused within one second
-- share the entry at the end of that second (confirm.RefusedAttemptAt). A
-- client refused in a tight loop wrote a row per attempt, a million rows
-- an hour for a million refusals; now it writes one a second. Entries of
-- one key and moment are merged here, so that (key, at) is unique and an
-- attempt can add itself to its entry. rate_counts already counts attempts
-- and stays as it is: n is now the sum of the key's entries' n.

-- +goose Up
ALTER TABLE rate_log ADD COLUMN n INTEGER NOT NULL DEFAULT 1;

UPDATE rate_log SET n = (SELECT count(*) FROM rate_log AS d WHERE d.key = rate_log.key AND d.at = rate_log.at)
WHERE id IN (SELECT min(id) FROM rate_log GROUP BY key, at HAVING count(*) > 1);
DELETE FROM rate_log WHERE id NOT IN (SELECT min(id) FROM rate_log GROUP BY key, at);

DROP INDEX rate_log_key_at;
CREATE UNIQUE INDEX rate_log_key_at ON rate_log (key, at);

-- +goose Down
DROP INDEX rate_log_key_at;
CREATE INDEX rate_log_key_at ON rate_log (key, at);

-- One row per attempt again: an entry of n attempts gets n - 1 more rows.
INSERT INTO rate_log (key, at)
WITH RECURSIVE extra (key, at, more) AS (
    SELECT key, at, n - 1 FROM rate_log WHERE n > 1
    UNION ALL
    SELECT key, at, more - 1 FROM extra WHERE more > 1
)
SELECT key, at FROM extra;

ALTER TABLE rate_log DROP COLUMN n;
