-- Outcome statistics (GET /v1/stats) read their counts from outcome_counts:
-- how many confirmations of a scope were created on a day (UTC,
-- YYYY-MM-DD) with each combination of the values the statistics count by
-- (status, the outcome's intent and channel, the delivery report, the
-- channels that reached the customer, whether there is a reply). A period
-- is then a few thousand rows whatever the number of confirmations.
-- Triggers on confirmations keep the counts exact: a new row adds one, a
-- deleted row takes one away, and a save that changes any of these values
-- (the code's own, or the triggers of steps and events) moves one from
-- the old combination to the new. Saves that change none of them (a claim,
-- a lease, an erasure) write nothing here. Absent values are ''. Rows
-- whose count falls to zero stay; the queries skip them.
--
-- The median and 90th percentile of the time to the first reply stay
-- exact at the millisecond in two steps. answer_times counts the answered
-- confirmations of a scope and day by bucket of that time, three times
-- over: all of them (dim ''), by the answer's channel and by intent. A
-- bucket (answer_bucket) is a hundred times the time's number of digits in
-- milliseconds plus its first two digits: buckets in order of time, each
-- at most a tenth of its times wide. The buckets of a period tell which
-- bucket holds the rank wanted and its rank there, and
-- confirmations_answer then finds that one time among the few of its
-- bucket and period.

-- +goose Up
-- The statistics no longer read confirmations_stats (migration 00016);
-- every write to confirmations stops keeping it.
DROP INDEX confirmations_stats;

CREATE TABLE outcome_counts (
    account_id      TEXT NOT NULL,
    sandbox         INTEGER NOT NULL,
    day             TEXT NOT NULL,
    status          TEXT NOT NULL,
    intent          TEXT NOT NULL,
    answer_channel  TEXT NOT NULL,
    delivery_result TEXT NOT NULL,
    delivery_reason TEXT NOT NULL,
    reached         INTEGER NOT NULL,
    answered        INTEGER NOT NULL,
    n               INTEGER NOT NULL,
    PRIMARY KEY (account_id, sandbox, day, status, intent, answer_channel,
                 delivery_result, delivery_reason, reached, answered)
) WITHOUT ROWID;

ALTER TABLE confirmations ADD COLUMN answer_ms INTEGER
    GENERATED ALWAYS AS (CAST(round((julianday(answered_at) - julianday(created_at)) * 86400000) AS INTEGER)) VIRTUAL;
ALTER TABLE confirmations ADD COLUMN answer_bucket INTEGER
    GENERATED ALWAYS AS (length(max(CAST(round((julianday(answered_at) - julianday(created_at)) * 86400000) AS INTEGER), 0)) * 100 + CAST(substr(max(CAST(round((julianday(answered_at) - julianday(created_at)) * 86400000) AS INTEGER), 0), 1, 2) AS INTEGER)) VIRTUAL;

CREATE TABLE answer_times (
    account_id TEXT NOT NULL,
    sandbox    INTEGER NOT NULL,
    dim        TEXT NOT NULL, -- '' (every answered confirmation), 'channel' or 'intent'
    day        TEXT NOT NULL,
    value      TEXT NOT NULL, -- the answer's channel or intent; '' with dim ''
    bucket     INTEGER NOT NULL,
    n          INTEGER NOT NULL,
    PRIMARY KEY (account_id, sandbox, dim, day, value, bucket)
) WITHOUT ROWID;

CREATE INDEX confirmations_answer ON confirmations (account_id, sandbox, answer_bucket, created_at, answer_ms, answer_channel, intent)
    WHERE answered_at IS NOT NULL;

-- +goose StatementBegin
CREATE TRIGGER confirmations_counted_insert AFTER INSERT ON confirmations
BEGIN
    INSERT INTO outcome_counts VALUES (
        NEW.account_id, NEW.sandbox, substr(NEW.created_at, 1, 10), NEW.status, coalesce(NEW.intent, ''),
        coalesce(NEW.answer_channel, ''), coalesce(NEW.delivery_result, ''), coalesce(NEW.delivery_reason, ''),
        NEW.reached, NEW.answered_at IS NOT NULL, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER confirmations_counted_delete AFTER DELETE ON confirmations
BEGIN
    UPDATE outcome_counts SET n = n - 1
    WHERE account_id = OLD.account_id AND sandbox = OLD.sandbox AND day = substr(OLD.created_at, 1, 10)
      AND status = OLD.status AND intent = coalesce(OLD.intent, '') AND answer_channel = coalesce(OLD.answer_channel, '')
      AND delivery_result = coalesce(OLD.delivery_result, '') AND delivery_reason = coalesce(OLD.delivery_reason, '')
      AND reached = OLD.reached AND answered = (OLD.answered_at IS NOT NULL);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER confirmations_counted_update AFTER UPDATE ON confirmations
WHEN OLD.account_id IS NOT NEW.account_id OR OLD.sandbox IS NOT NEW.sandbox
  OR substr(OLD.created_at, 1, 10) IS NOT substr(NEW.created_at, 1, 10) OR OLD.status IS NOT NEW.status
  OR OLD.intent IS NOT NEW.intent OR OLD.answer_channel IS NOT NEW.answer_channel
  OR OLD.delivery_result IS NOT NEW.delivery_result OR OLD.delivery_reason IS NOT NEW.delivery_reason
  OR OLD.reached IS NOT NEW.reached OR (OLD.answered_at IS NULL) <> (NEW.answered_at IS NULL)
BEGIN
    UPDATE outcome_counts SET n = n - 1
    WHERE account_id = OLD.account_id AND sandbox = OLD.sandbox AND day = substr(OLD.created_at, 1, 10)
      AND status = OLD.status AND intent = coalesce(OLD.intent, '') AND answer_channel = coalesce(OLD.answer_channel, '')
      AND delivery_result = coalesce(OLD.delivery_result, '') AND delivery_reason = coalesce(OLD.delivery_reason, '')
      AND reached = OLD.reached AND answered = (OLD.answered_at IS NOT NULL);
    INSERT INTO outcome_counts VALUES (
        NEW.account_id, NEW.sandbox, substr(NEW.created_at, 1, 10), NEW.status, coalesce(NEW.intent, ''),
        coalesce(NEW.answer_channel, ''), coalesce(NEW.delivery_result, ''), coalesce(NEW.delivery_reason, ''),
        NEW.reached, NEW.answered_at IS NOT NULL, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER answer_times_insert AFTER INSERT ON confirmations
WHEN NEW.answered_at IS NOT NULL
BEGIN
    INSERT INTO answer_times
        SELECT NEW.account_id, NEW.sandbox, d.dim, substr(NEW.created_at, 1, 10), d.value, NEW.answer_bucket, 1
        FROM (SELECT '' AS dim, '' AS value UNION ALL SELECT 'channel', coalesce(NEW.answer_channel, '')
              UNION ALL SELECT 'intent', coalesce(NEW.intent, '')) d
        WHERE true
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER answer_times_delete AFTER DELETE ON confirmations
WHEN OLD.answered_at IS NOT NULL
BEGIN
    UPDATE answer_times SET n = n - 1
    WHERE account_id = OLD.account_id AND sandbox = OLD.sandbox AND day = substr(OLD.created_at, 1, 10) AND bucket = OLD.answer_bucket
      AND (dim, value) IN (VALUES ('', ''), ('channel', coalesce(OLD.answer_channel, '')), ('intent', coalesce(OLD.intent, '')));
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER answer_times_update AFTER UPDATE ON confirmations
WHEN OLD.account_id IS NOT NEW.account_id OR OLD.sandbox IS NOT NEW.sandbox
  OR substr(OLD.created_at, 1, 10) IS NOT substr(NEW.created_at, 1, 10)
  OR OLD.answer_channel IS NOT NEW.answer_channel OR OLD.intent IS NOT NEW.intent
  OR OLD.answer_bucket IS NOT NEW.answer_bucket OR (OLD.answered_at IS NULL) <> (NEW.answered_at IS NULL)
BEGIN
    UPDATE answer_times SET n = n - 1
    WHERE account_id = OLD.account_id AND sandbox = OLD.sandbox AND day = substr(OLD.created_at, 1, 10) AND bucket = OLD.answer_bucket
      AND (dim, value) IN (VALUES ('', ''), ('channel', coalesce(OLD.answer_channel, '')), ('intent', coalesce(OLD.intent, '')))
      AND OLD.answered_at IS NOT NULL;
    INSERT INTO answer_times
        SELECT NEW.account_id, NEW.sandbox, d.dim, substr(NEW.created_at, 1, 10), d.value, NEW.answer_bucket, 1
        FROM (SELECT '' AS dim, '' AS value UNION ALL SELECT 'channel', coalesce(NEW.answer_channel, '')
              UNION ALL SELECT 'intent', coalesce(NEW.intent, '')) d
        WHERE NEW.answered_at IS NOT NULL
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
-- +goose StatementEnd

INSERT INTO outcome_counts
SELECT account_id, sandbox, substr(created_at, 1, 10), status, coalesce(intent, ''),
       coalesce(answer_channel, ''), coalesce(delivery_result, ''), coalesce(delivery_reason, ''),
       reached, answered_at IS NOT NULL, count(*)
FROM confirmations
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
INSERT INTO answer_times
SELECT c.account_id, c.sandbox, d.dim, substr(c.created_at, 1, 10),
       CASE d.dim WHEN 'channel' THEN coalesce(c.answer_channel, '') WHEN 'intent' THEN coalesce(c.intent, '') ELSE '' END,
       c.answer_bucket, count(*)
FROM confirmations c, (SELECT '' AS dim UNION ALL SELECT 'channel' UNION ALL SELECT 'intent') d
WHERE c.answered_at IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;

-- +goose Down
DROP TRIGGER answer_times_update;
DROP TRIGGER answer_times_delete;
DROP TRIGGER answer_times_insert;
DROP INDEX confirmations_answer;
DROP TABLE answer_times;
ALTER TABLE confirmations DROP COLUMN answer_bucket;
ALTER TABLE confirmations DROP COLUMN answer_ms;
DROP TRIGGER confirmations_counted_update;
DROP TRIGGER confirmations_counted_delete;
DROP TRIGGER confirmations_counted_insert;
DROP TABLE outcome_counts;
CREATE INDEX confirmations_stats ON confirmations (
    account_id, sandbox, created_at, status, intent, answer_channel,
    delivery_result, delivery_reason, reached, answered_at);
