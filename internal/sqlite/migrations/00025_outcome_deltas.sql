-- Creates no longer pay for the counts of outcome statistics with an
-- upsert. Migration 00018 had every write add to the row of outcome_counts
-- (and answer_times) of its scope, day and combination. Now every counted
-- change appends to outcome_deltas, a table without an index: a create
-- appends +1 with its values, a save that changes a counted value -1 with
-- the old values and +1 with the new, a delete -1. A background step
-- (Store.FoldOutcomeCounts) moves the deltas into outcome_counts and
-- answer_times and deletes them in one transaction, and the statistics add
-- up the counts and the deltas not folded yet in one statement, so they
-- stay exact at every moment. bucket is the answer_bucket of an answered
-- confirmation, NULL otherwise; answer_times gets the deltas that have
-- one, three times over as before.

-- +goose Up
DROP TRIGGER answer_times_update;
DROP TRIGGER answer_times_delete;
DROP TRIGGER answer_times_insert;
DROP TRIGGER confirmations_counted_update;
DROP TRIGGER confirmations_counted_delete;
DROP TRIGGER confirmations_counted_insert;

CREATE TABLE outcome_deltas (
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
    bucket          INTEGER,
    n               INTEGER NOT NULL
);

-- +goose StatementBegin
CREATE TRIGGER confirmations_counted_insert AFTER INSERT ON confirmations
BEGIN
    INSERT INTO outcome_deltas VALUES (
        NEW.account_id, NEW.sandbox, substr(NEW.created_at, 1, 10), NEW.status, coalesce(NEW.intent, ''),
        coalesce(NEW.answer_channel, ''), coalesce(NEW.delivery_result, ''), coalesce(NEW.delivery_reason, ''),
        NEW.reached, NEW.answered_at IS NOT NULL, CASE WHEN NEW.answered_at IS NOT NULL THEN NEW.answer_bucket END, 1);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER confirmations_counted_delete AFTER DELETE ON confirmations
BEGIN
    INSERT INTO outcome_deltas VALUES (
        OLD.account_id, OLD.sandbox, substr(OLD.created_at, 1, 10), OLD.status, coalesce(OLD.intent, ''),
        coalesce(OLD.answer_channel, ''), coalesce(OLD.delivery_result, ''), coalesce(OLD.delivery_reason, ''),
        OLD.reached, OLD.answered_at IS NOT NULL, CASE WHEN OLD.answered_at IS NOT NULL THEN OLD.answer_bucket END, -1);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER confirmations_counted_update AFTER UPDATE ON confirmations
WHEN OLD.account_id IS NOT NEW.account_id OR OLD.sandbox IS NOT NEW.sandbox
  OR substr(OLD.created_at, 1, 10) IS NOT substr(NEW.created_at, 1, 10) OR OLD.status IS NOT NEW.status
  OR OLD.intent IS NOT NEW.intent OR OLD.answer_channel IS NOT NEW.answer_channel
  OR OLD.delivery_result IS NOT NEW.delivery_result OR OLD.delivery_reason IS NOT NEW.delivery_reason
  OR OLD.reached IS NOT NEW.reached OR (OLD.answered_at IS NULL) <> (NEW.answered_at IS NULL)
  OR OLD.answer_bucket IS NOT NEW.answer_bucket
BEGIN
    INSERT INTO outcome_deltas VALUES (
        OLD.account_id, OLD.sandbox, substr(OLD.created_at, 1, 10), OLD.status, coalesce(OLD.intent, ''),
        coalesce(OLD.answer_channel, ''), coalesce(OLD.delivery_result, ''), coalesce(OLD.delivery_reason, ''),
        OLD.reached, OLD.answered_at IS NOT NULL, CASE WHEN OLD.answered_at IS NOT NULL THEN OLD.answer_bucket END, -1),
      (
        NEW.account_id, NEW.sandbox, substr(NEW.created_at, 1, 10), NEW.status, coalesce(NEW.intent, ''),
        coalesce(NEW.answer_channel, ''), coalesce(NEW.delivery_result, ''), coalesce(NEW.delivery_reason, ''),
        NEW.reached, NEW.answered_at IS NOT NULL, CASE WHEN NEW.answered_at IS NOT NULL THEN NEW.answer_bucket END, 1);
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER confirmations_counted_update;
DROP TRIGGER confirmations_counted_delete;
DROP TRIGGER confirmations_counted_insert;

INSERT INTO outcome_counts
SELECT account_id, sandbox, day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, sum(n)
FROM outcome_deltas WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
ON CONFLICT DO UPDATE SET n = n + excluded.n;
INSERT INTO answer_times
SELECT o.account_id, o.sandbox, d.dim, o.day,
       CASE d.dim WHEN 'channel' THEN o.answer_channel WHEN 'intent' THEN o.intent ELSE '' END, o.bucket, sum(o.n)
FROM outcome_deltas o, (SELECT '' AS dim UNION ALL SELECT 'channel' UNION ALL SELECT 'intent') d
WHERE o.bucket IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
ON CONFLICT DO UPDATE SET n = n + excluded.n;
DROP TABLE outcome_deltas;

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
