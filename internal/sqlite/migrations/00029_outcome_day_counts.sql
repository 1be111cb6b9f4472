-- The outcome counts of each day without the channels that reached the
-- customer, the reply and the answer's channel in the combination: how
-- many confirmations of a scope were created on a day with each status,
-- intent and delivery report (n), and of those how many were answered and
-- how many reached by email, text and call. A year grouped by day reads
-- these rows as they are, some 11,000 for a million confirmations,
-- rather than adding up outcome_counts' 35,000 into them. Triggers on
-- outcome_counts add every change of theirs here, as they do to the
-- months (migration 00026), so whatever folds deltas into the days folds
-- them here too.

-- +goose Up
CREATE TABLE outcome_day_counts (
    account_id      TEXT NOT NULL,
    sandbox         INTEGER NOT NULL,
    day             TEXT NOT NULL,
    status          TEXT NOT NULL,
    intent          TEXT NOT NULL,
    delivery_result TEXT NOT NULL,
    delivery_reason TEXT NOT NULL,
    n               INTEGER NOT NULL,
    answered        INTEGER NOT NULL,
    email           INTEGER NOT NULL,
    sms             INTEGER NOT NULL,
    call            INTEGER NOT NULL,
    PRIMARY KEY (account_id, sandbox, day, status, intent, delivery_result, delivery_reason)
) WITHOUT ROWID;

-- +goose StatementBegin
CREATE TRIGGER outcome_day_counts_insert AFTER INSERT ON outcome_counts
BEGIN
    INSERT INTO outcome_day_counts VALUES (
        NEW.account_id, NEW.sandbox, NEW.day, NEW.status, NEW.intent, NEW.delivery_result, NEW.delivery_reason,
        NEW.n, NEW.n * NEW.answered, NEW.n * (NEW.reached & 1), NEW.n * (NEW.reached >> 1 & 1), NEW.n * (NEW.reached >> 2 & 1))
    ON CONFLICT DO UPDATE SET n = n + excluded.n, answered = answered + excluded.answered,
        email = email + excluded.email, sms = sms + excluded.sms, call = call + excluded.call;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER outcome_day_counts_update AFTER UPDATE OF n ON outcome_counts
BEGIN
    INSERT INTO outcome_day_counts VALUES (
        NEW.account_id, NEW.sandbox, NEW.day, NEW.status, NEW.intent, NEW.delivery_result, NEW.delivery_reason,
        NEW.n - OLD.n, (NEW.n - OLD.n) * NEW.answered, (NEW.n - OLD.n) * (NEW.reached & 1),
        (NEW.n - OLD.n) * (NEW.reached >> 1 & 1), (NEW.n - OLD.n) * (NEW.reached >> 2 & 1))
    ON CONFLICT DO UPDATE SET n = n + excluded.n, answered = answered + excluded.answered,
        email = email + excluded.email, sms = sms + excluded.sms, call = call + excluded.call;
END;
-- +goose StatementEnd

INSERT INTO outcome_day_counts
SELECT account_id, sandbox, day, status, intent, delivery_result, delivery_reason,
       sum(n), sum(n * answered), sum(n * (reached & 1)), sum(n * (reached >> 1 & 1)), sum(n * (reached >> 2 & 1))
FROM outcome_counts WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- +goose Down
DROP TRIGGER outcome_day_counts_update;
DROP TRIGGER outcome_day_counts_insert;
DROP TABLE outcome_day_counts;
