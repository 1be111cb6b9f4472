-- Outcome statistics (GET /v1/stats) are counted by the database over a
-- covering index, never by reading documents. What they need of the
-- document (the outcome's intent and channel, the retailer's delivery
-- feedback) is in generated columns computed from it, so that the code
-- that saves a confirmation writes nothing more. What they need of the
-- steps and the timeline (the channels that reached the customer, the
-- moment of the first reply) is kept on the confirmation by triggers. None
-- of it is personal data, so erasing a customer's details leaves the
-- figures as they were. Adding the generated columns rewrites the table
-- once.

-- +goose Up
ALTER TABLE confirmations
    ADD COLUMN intent text GENERATED ALWAYS AS (doc #>> '{outcome,intent}') STORED,
    ADD COLUMN answer_channel text GENERATED ALWAYS AS (doc #>> '{outcome,channel}') STORED,
    ADD COLUMN delivery_result text GENERATED ALWAYS AS (doc #>> '{delivery,result}') STORED,
    ADD COLUMN delivery_reason text GENERATED ALWAYS AS (doc #>> '{delivery,reason}') STORED,
    -- A bit per channel a step was delivered on: 1 email, 2 sms, 4 call.
    ADD COLUMN reached smallint NOT NULL DEFAULT 0,
    -- The time of the first reply (the first "in" event).
    ADD COLUMN answered_at timestamptz;

-- +goose StatementBegin
CREATE FUNCTION confirmations_reached() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE confirmations
    SET reached = reached | CASE NEW.channel WHEN 'email' THEN 1 WHEN 'sms' THEN 2 WHEN 'call' THEN 4 ELSE 0 END
    WHERE id = NEW.confirmation_id
      AND reached & CASE NEW.channel WHEN 'email' THEN 1 WHEN 'sms' THEN 2 WHEN 'call' THEN 4 ELSE 0 END = 0;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION confirmations_answered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE confirmations SET answered_at = NEW.at
    WHERE id = NEW.confirmation_id AND (answered_at IS NULL OR answered_at > NEW.at);
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

CREATE TRIGGER steps_reached_insert AFTER INSERT ON steps
    FOR EACH ROW WHEN (NEW.state = 'delivered') EXECUTE FUNCTION confirmations_reached();
CREATE TRIGGER steps_reached_update AFTER UPDATE OF state ON steps
    FOR EACH ROW WHEN (NEW.state = 'delivered' AND OLD.state <> 'delivered') EXECUTE FUNCTION confirmations_reached();
CREATE TRIGGER events_answered AFTER INSERT ON events
    FOR EACH ROW WHEN (NEW.kind = 'in') EXECUTE FUNCTION confirmations_answered();

UPDATE confirmations c SET reached = s.reached
FROM (SELECT confirmation_id,
             (bool_or(channel = 'email')::int | bool_or(channel = 'sms')::int << 1 | bool_or(channel = 'call')::int << 2) AS reached
      FROM steps WHERE state = 'delivered' GROUP BY confirmation_id) s
WHERE c.id = s.confirmation_id;
UPDATE confirmations c SET answered_at = e.at
FROM (SELECT confirmation_id, min(at) AS at FROM events WHERE kind = 'in' GROUP BY confirmation_id) e
WHERE c.id = e.confirmation_id;

-- The period is a range of created_at within one scope; the columns a
-- statistic reads are included, so an index-only scan answers it.
CREATE INDEX confirmations_stats_idx ON confirmations (account_id, sandbox, created_at)
    INCLUDE (status, intent, answer_channel, delivery_result, delivery_reason, reached, answered_at);

-- Metrics count feedback over all accounts; confirmations without any,
-- most of them, stay out of this index.
CREATE INDEX confirmations_feedback_idx ON confirmations (sandbox, delivery_result, delivery_reason, status)
    WHERE delivery_result IS NOT NULL;

-- +goose Down
DROP INDEX confirmations_feedback_idx;
DROP INDEX confirmations_stats_idx;
DROP TRIGGER events_answered ON events;
DROP TRIGGER steps_reached_update ON steps;
DROP TRIGGER steps_reached_insert ON steps;
DROP FUNCTION confirmations_answered();
DROP FUNCTION confirmations_reached();
ALTER TABLE confirmations
    DROP COLUMN answered_at,
    DROP COLUMN reached,
    DROP COLUMN delivery_reason,
    DROP COLUMN delivery_result,
    DROP COLUMN answer_channel,
    DROP COLUMN intent;
