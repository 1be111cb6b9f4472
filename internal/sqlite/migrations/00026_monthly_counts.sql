-- The outcome counts by month beside those by day, so that a period of
-- whole months (a year) reads a row per month and combination rather
-- than one per day: the statistics read the days before its first whole
-- month and after its last from outcome_counts and answer_times, the
-- months between from these. month is the first day of the month (UTC,
-- YYYY-MM-01). Triggers on the daily tables add every change of theirs
-- to the monthly ones, so whatever folds deltas into the days (see
-- migration 00025) folds them into the months too.

-- +goose Up
CREATE TABLE outcome_counts_monthly (
    account_id      TEXT NOT NULL,
    sandbox         INTEGER NOT NULL,
    month           TEXT NOT NULL,
    status          TEXT NOT NULL,
    intent          TEXT NOT NULL,
    answer_channel  TEXT NOT NULL,
    delivery_result TEXT NOT NULL,
    delivery_reason TEXT NOT NULL,
    reached         INTEGER NOT NULL,
    answered        INTEGER NOT NULL,
    n               INTEGER NOT NULL,
    PRIMARY KEY (account_id, sandbox, month, status, intent, answer_channel,
                 delivery_result, delivery_reason, reached, answered)
) WITHOUT ROWID;

CREATE TABLE answer_times_monthly (
    account_id TEXT NOT NULL,
    sandbox    INTEGER NOT NULL,
    dim        TEXT NOT NULL,
    month      TEXT NOT NULL,
    value      TEXT NOT NULL,
    bucket     INTEGER NOT NULL,
    n          INTEGER NOT NULL,
    PRIMARY KEY (account_id, sandbox, dim, month, value, bucket)
) WITHOUT ROWID;

-- +goose StatementBegin
CREATE TRIGGER outcome_counts_monthly_insert AFTER INSERT ON outcome_counts
BEGIN
    INSERT INTO outcome_counts_monthly VALUES (
        NEW.account_id, NEW.sandbox, substr(NEW.day, 1, 8) || '01', NEW.status, NEW.intent, NEW.answer_channel,
        NEW.delivery_result, NEW.delivery_reason, NEW.reached, NEW.answered, NEW.n)
    ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER outcome_counts_monthly_update AFTER UPDATE OF n ON outcome_counts
BEGIN
    INSERT INTO outcome_counts_monthly VALUES (
        NEW.account_id, NEW.sandbox, substr(NEW.day, 1, 8) || '01', NEW.status, NEW.intent, NEW.answer_channel,
        NEW.delivery_result, NEW.delivery_reason, NEW.reached, NEW.answered, NEW.n - OLD.n)
    ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER answer_times_monthly_insert AFTER INSERT ON answer_times
BEGIN
    INSERT INTO answer_times_monthly VALUES (
        NEW.account_id, NEW.sandbox, NEW.dim, substr(NEW.day, 1, 8) || '01', NEW.value, NEW.bucket, NEW.n)
    ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER answer_times_monthly_update AFTER UPDATE OF n ON answer_times
BEGIN
    INSERT INTO answer_times_monthly VALUES (
        NEW.account_id, NEW.sandbox, NEW.dim, substr(NEW.day, 1, 8) || '01', NEW.value, NEW.bucket, NEW.n - OLD.n)
    ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
-- +goose StatementEnd

INSERT INTO outcome_counts_monthly
SELECT account_id, sandbox, substr(day, 1, 8) || '01', status, intent, answer_channel,
       delivery_result, delivery_reason, reached, answered, sum(n)
FROM outcome_counts WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
INSERT INTO answer_times_monthly
SELECT account_id, sandbox, dim, substr(day, 1, 8) || '01', value, bucket, sum(n)
FROM answer_times WHERE true GROUP BY 1, 2, 3, 4, 5, 6;

-- +goose Down
DROP TRIGGER answer_times_monthly_update;
DROP TRIGGER answer_times_monthly_insert;
DROP TRIGGER outcome_counts_monthly_update;
DROP TRIGGER outcome_counts_monthly_insert;
DROP TABLE answer_times_monthly;
DROP TABLE outcome_counts_monthly;
