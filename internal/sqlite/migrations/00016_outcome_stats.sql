-- Outcome statistics (GET /v1/stats) are counted by the database over a
-- covering index, never by reading documents. What they need of the
-- document (the outcome's intent and channel, the retailer's delivery
-- feedback) is in virtual columns computed from it, so that the code that
-- saves a confirmation writes nothing more. What they need of the steps
-- and the timeline (the channels that reached the customer, the moment of
-- the first reply) is kept on the confirmation by triggers. None of it is
-- personal data, so erasing a customer's details leaves the figures as
-- they were.

-- +goose Up
ALTER TABLE confirmations ADD COLUMN intent TEXT
    GENERATED ALWAYS AS (json_extract(doc, '$.outcome.intent')) VIRTUAL;
ALTER TABLE confirmations ADD COLUMN answer_channel TEXT
    GENERATED ALWAYS AS (json_extract(doc, '$.outcome.channel')) VIRTUAL;
ALTER TABLE confirmations ADD COLUMN delivery_result TEXT
    GENERATED ALWAYS AS (json_extract(doc, '$.delivery.result')) VIRTUAL;
ALTER TABLE confirmations ADD COLUMN delivery_reason TEXT
    GENERATED ALWAYS AS (json_extract(doc, '$.delivery.reason')) VIRTUAL;
-- reached has a bit per channel a step was delivered on: 1 email, 2 sms,
-- 4 call. answered_at is the time of the first reply (the first "in"
-- event), NULL until there is one.
ALTER TABLE confirmations ADD COLUMN reached INTEGER NOT NULL DEFAULT 0;
ALTER TABLE confirmations ADD COLUMN answered_at TEXT;

-- +goose StatementBegin
CREATE TRIGGER steps_reached_insert AFTER INSERT ON steps
WHEN NEW.state = 'delivered'
BEGIN
    UPDATE confirmations
    SET reached = reached | CASE NEW.channel WHEN 'email' THEN 1 WHEN 'sms' THEN 2 WHEN 'call' THEN 4 ELSE 0 END
    WHERE id = NEW.confirmation_id;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER steps_reached_update AFTER UPDATE OF state ON steps
WHEN NEW.state = 'delivered' AND OLD.state <> 'delivered'
BEGIN
    UPDATE confirmations
    SET reached = reached | CASE NEW.channel WHEN 'email' THEN 1 WHEN 'sms' THEN 2 WHEN 'call' THEN 4 ELSE 0 END
    WHERE id = NEW.confirmation_id;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER events_answered AFTER INSERT ON events
WHEN NEW.kind = 'in'
BEGIN
    UPDATE confirmations SET answered_at = NEW.at
    WHERE id = NEW.confirmation_id AND (answered_at IS NULL OR answered_at > NEW.at);
END;
-- +goose StatementEnd

UPDATE confirmations SET
    reached = coalesce((
        SELECT max(channel = 'email') | (max(channel = 'sms') << 1) | (max(channel = 'call') << 2)
        FROM steps WHERE confirmation_id = confirmations.id AND state = 'delivered'
    ), 0),
    answered_at = (SELECT min(at) FROM events WHERE confirmation_id = confirmations.id AND kind = 'in');

-- The period is a range of created_at within one scope; every other column
-- a statistic reads follows, so the index alone answers it.
CREATE INDEX confirmations_stats ON confirmations (
    account_id, sandbox, created_at, status, intent, answer_channel,
    delivery_result, delivery_reason, reached, answered_at);

-- Metrics count feedback over all accounts; confirmations without any,
-- most of them, stay out of this index.
CREATE INDEX confirmations_feedback ON confirmations (sandbox, delivery_result, delivery_reason, status)
    WHERE delivery_result IS NOT NULL;

-- +goose Down
DROP INDEX confirmations_feedback;
DROP INDEX confirmations_stats;
DROP TRIGGER events_answered;
DROP TRIGGER steps_reached_update;
DROP TRIGGER steps_reached_insert;
ALTER TABLE confirmations DROP COLUMN answered_at;
ALTER TABLE confirmations DROP COLUMN reached;
ALTER TABLE confirmations DROP COLUMN delivery_reason;
ALTER TABLE confirmations DROP COLUMN delivery_result;
ALTER TABLE confirmations DROP COLUMN answer_channel;
ALTER TABLE confirmations DROP COLUMN intent;
