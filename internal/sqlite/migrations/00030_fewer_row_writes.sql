-- The statistics' trigger on updates of confirmations fires only for an
-- update that sets one of the columns its counts depend on: the scope,
-- the creation time, the status, the document (the outcome's intent and
-- channel, the delivery report), the channels reached and the first
-- answer. Before, every update ran its comparison, which reads the
-- generated columns of both documents: a claim or a lease (wake_at and
-- lease_owner) and a step that changes neither status nor document
-- (which the store now leaves out of its statement) paid for it and
-- counted nothing.
--
-- And the steps' triggers that add a delivered step's channel to the
-- confirmation's reached write the row only when the bit is not there
-- yet, as PostgreSQL's do: a save that delivers a step adds the channel in
-- the statement that writes the row (see confirm.Rewrite), before the
-- step is written, so that the row is not written a second time.

-- +goose Up
DROP TRIGGER confirmations_counted_update;
DROP TRIGGER steps_reached_update;
DROP TRIGGER steps_reached_insert;

-- +goose StatementBegin
CREATE TRIGGER confirmations_counted_update
AFTER UPDATE OF account_id, sandbox, created_at, status, doc, reached, answered_at ON confirmations
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

-- +goose StatementBegin
CREATE TRIGGER steps_reached_insert AFTER INSERT ON steps
WHEN NEW.state = 'delivered'
BEGIN
    UPDATE confirmations
    SET reached = reached | CASE NEW.channel WHEN 'email' THEN 1 WHEN 'sms' THEN 2 WHEN 'call' THEN 4 ELSE 0 END
    WHERE id = NEW.confirmation_id
      AND reached & CASE NEW.channel WHEN 'email' THEN 1 WHEN 'sms' THEN 2 WHEN 'call' THEN 4 ELSE 0 END = 0;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER steps_reached_update AFTER UPDATE OF state ON steps
WHEN NEW.state = 'delivered' AND OLD.state <> 'delivered'
BEGIN
    UPDATE confirmations
    SET reached = reached | CASE NEW.channel WHEN 'email' THEN 1 WHEN 'sms' THEN 2 WHEN 'call' THEN 4 ELSE 0 END
    WHERE id = NEW.confirmation_id
      AND reached & CASE NEW.channel WHEN 'email' THEN 1 WHEN 'sms' THEN 2 WHEN 'call' THEN 4 ELSE 0 END = 0;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER confirmations_counted_update;
DROP TRIGGER steps_reached_update;
DROP TRIGGER steps_reached_insert;

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
