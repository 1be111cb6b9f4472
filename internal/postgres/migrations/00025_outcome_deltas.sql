-- Creates no longer wait on one another for the counts of outcome
-- statistics. Migration 00018 had every write add to the row of
-- outcome_counts of its scope, day and combination, so concurrent creates
-- of one account took turns on that row while each committed. Now every
-- counted change appends to outcome_deltas, a table without an index that
-- no two writers share a row of: a create appends +1 with its values, a
-- save that changes a counted value -1 with the old values and +1 with
-- the new, a delete -1. A background step (Store.FoldOutcomeCounts)
-- moves the deltas into outcome_counts and answer_times, deleting them in
-- the statement that adds them, and the statistics add up the counts and
-- the deltas not folded yet in one statement, so they stay exact at every
-- moment. bucket is the answer_bucket of an answered confirmation, NULL
-- otherwise; answer_times gets the deltas that have one, three times over
-- as before.

-- +goose Up
DROP TRIGGER confirmations_counted_delete ON confirmations;
DROP TRIGGER confirmations_counted_update ON confirmations;
DROP TRIGGER confirmations_counted_insert ON confirmations;
DROP FUNCTION outcome_counts_apply();

CREATE TABLE outcome_deltas (
    account_id      text NOT NULL,
    sandbox         boolean NOT NULL,
    day             date NOT NULL,
    status          text NOT NULL,
    intent          text NOT NULL,
    answer_channel  text NOT NULL,
    delivery_result text NOT NULL,
    delivery_reason text NOT NULL,
    reached         smallint NOT NULL,
    answered        boolean NOT NULL,
    bucket          smallint,
    n               smallint NOT NULL
);

-- +goose StatementBegin
CREATE FUNCTION outcome_deltas_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        INSERT INTO outcome_deltas VALUES (
            OLD.account_id, OLD.sandbox, (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status, coalesce(OLD.intent, ''),
            coalesce(OLD.answer_channel, ''), coalesce(OLD.delivery_result, ''), coalesce(OLD.delivery_reason, ''),
            OLD.reached, OLD.answered_at IS NOT NULL, CASE WHEN OLD.answered_at IS NOT NULL THEN OLD.answer_bucket END, -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO outcome_deltas VALUES (
            NEW.account_id, NEW.sandbox, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, coalesce(NEW.intent, ''),
            coalesce(NEW.answer_channel, ''), coalesce(NEW.delivery_result, ''), coalesce(NEW.delivery_reason, ''),
            NEW.reached, NEW.answered_at IS NOT NULL, CASE WHEN NEW.answered_at IS NOT NULL THEN NEW.answer_bucket END, 1);
    END IF;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

CREATE TRIGGER confirmations_counted_insert AFTER INSERT ON confirmations
    FOR EACH ROW EXECUTE FUNCTION outcome_deltas_append();
CREATE TRIGGER confirmations_counted_update AFTER UPDATE ON confirmations
    FOR EACH ROW
    WHEN (OLD.account_id <> NEW.account_id OR OLD.sandbox <> NEW.sandbox OR OLD.created_at <> NEW.created_at
          OR OLD.status <> NEW.status OR OLD.intent IS DISTINCT FROM NEW.intent
          OR OLD.answer_channel IS DISTINCT FROM NEW.answer_channel
          OR OLD.delivery_result IS DISTINCT FROM NEW.delivery_result
          OR OLD.delivery_reason IS DISTINCT FROM NEW.delivery_reason OR OLD.reached <> NEW.reached
          OR OLD.answer_bucket IS DISTINCT FROM NEW.answer_bucket
          OR (OLD.answered_at IS NULL) <> (NEW.answered_at IS NULL))
    EXECUTE FUNCTION outcome_deltas_append();
CREATE TRIGGER confirmations_counted_delete AFTER DELETE ON confirmations
    FOR EACH ROW EXECUTE FUNCTION outcome_deltas_append();

-- +goose Down
DROP TRIGGER confirmations_counted_delete ON confirmations;
DROP TRIGGER confirmations_counted_update ON confirmations;
DROP TRIGGER confirmations_counted_insert ON confirmations;
DROP FUNCTION outcome_deltas_append();

INSERT INTO outcome_counts AS o
SELECT account_id, sandbox, day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered, sum(n)
FROM outcome_deltas GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
ON CONFLICT (account_id, sandbox, day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered) DO UPDATE SET n = o.n + EXCLUDED.n;
INSERT INTO answer_times AS o
SELECT account_id, sandbox, d.dim, day, d.value, bucket, sum(n)
FROM outcome_deltas CROSS JOIN LATERAL (VALUES ('', ''), ('channel', answer_channel), ('intent', intent)) d (dim, value)
WHERE bucket IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
ON CONFLICT (account_id, sandbox, dim, day, value, bucket) DO UPDATE SET n = o.n + EXCLUDED.n;
DROP TABLE outcome_deltas;

-- +goose StatementBegin
CREATE FUNCTION outcome_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        INSERT INTO outcome_counts AS o VALUES (
            OLD.account_id, OLD.sandbox, (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status, coalesce(OLD.intent, ''),
            coalesce(OLD.answer_channel, ''), coalesce(OLD.delivery_result, ''), coalesce(OLD.delivery_reason, ''),
            OLD.reached, OLD.answered_at IS NOT NULL, -1)
        ON CONFLICT (account_id, sandbox, day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered) DO UPDATE SET n = o.n + EXCLUDED.n;
        IF OLD.answered_at IS NOT NULL THEN
            INSERT INTO answer_times AS o
            SELECT OLD.account_id, OLD.sandbox, d.dim, (OLD.created_at AT TIME ZONE 'UTC')::date, d.value, OLD.answer_bucket, -1
            FROM (VALUES ('', ''), ('channel', coalesce(OLD.answer_channel, '')), ('intent', coalesce(OLD.intent, ''))) d (dim, value)
            ON CONFLICT (account_id, sandbox, dim, day, value, bucket) DO UPDATE SET n = o.n + EXCLUDED.n;
        END IF;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO outcome_counts AS o VALUES (
            NEW.account_id, NEW.sandbox, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, coalesce(NEW.intent, ''),
            coalesce(NEW.answer_channel, ''), coalesce(NEW.delivery_result, ''), coalesce(NEW.delivery_reason, ''),
            NEW.reached, NEW.answered_at IS NOT NULL, 1)
        ON CONFLICT (account_id, sandbox, day, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered) DO UPDATE SET n = o.n + EXCLUDED.n;
        IF NEW.answered_at IS NOT NULL THEN
            INSERT INTO answer_times AS o
            SELECT NEW.account_id, NEW.sandbox, d.dim, (NEW.created_at AT TIME ZONE 'UTC')::date, d.value, NEW.answer_bucket, 1
            FROM (VALUES ('', ''), ('channel', coalesce(NEW.answer_channel, '')), ('intent', coalesce(NEW.intent, ''))) d (dim, value)
            ON CONFLICT (account_id, sandbox, dim, day, value, bucket) DO UPDATE SET n = o.n + EXCLUDED.n;
        END IF;
    END IF;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

CREATE CONSTRAINT TRIGGER confirmations_counted_insert AFTER INSERT ON confirmations
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION outcome_counts_apply();
CREATE CONSTRAINT TRIGGER confirmations_counted_update AFTER UPDATE ON confirmations
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (OLD.account_id <> NEW.account_id OR OLD.sandbox <> NEW.sandbox OR OLD.created_at <> NEW.created_at
          OR OLD.status <> NEW.status OR OLD.intent IS DISTINCT FROM NEW.intent
          OR OLD.answer_channel IS DISTINCT FROM NEW.answer_channel
          OR OLD.delivery_result IS DISTINCT FROM NEW.delivery_result
          OR OLD.delivery_reason IS DISTINCT FROM NEW.delivery_reason OR OLD.reached <> NEW.reached
          OR OLD.answer_bucket IS DISTINCT FROM NEW.answer_bucket
          OR (OLD.answered_at IS NULL) <> (NEW.answered_at IS NULL))
    EXECUTE FUNCTION outcome_counts_apply();
CREATE CONSTRAINT TRIGGER confirmations_counted_delete AFTER DELETE ON confirmations
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION outcome_counts_apply();
