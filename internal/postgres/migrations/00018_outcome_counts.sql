-- Outcome statistics (GET /v1/stats) read their counts from outcome_counts:
-- how many confirmations of a scope were created on a day (UTC) with each
-- combination of the values the statistics count by (status, the outcome's
-- intent and channel, the delivery report, the channels that reached the
-- customer, whether there is a reply). A period is then a few thousand rows
-- whatever the number of confirmations. Triggers on confirmations keep
-- the counts exact: every row a statement writes adds its new values and
-- takes away its old ones, so creates, saves, the triggers of steps and
-- events, erasure and deletes all count, and concurrent writers add to
-- the same row with INSERT ... ON CONFLICT DO UPDATE. A save that changes
-- none of these values (a claim, a lease, an erasure) writes nothing here.
-- Absent values are ''. Rows whose count falls to zero stay; the queries
-- skip them.
--
-- The median and 90th percentile of the time to the first reply stay
-- exact at the millisecond in two steps. answer_times counts the answered
-- confirmations of a scope and day by bucket of that time, three times
-- over: all of them (dim ''), by the answer's channel and by intent. A
-- bucket (answer_bucket) is a hundred times the time's number of digits in
-- milliseconds plus its first two digits: buckets in order of time, each
-- at most a tenth of its times wide. The buckets of a period tell which
-- bucket holds the rank wanted and its rank there, and
-- confirmations_answer_idx then finds that one time among the few of its
-- bucket and period.

-- +goose Up
-- The statistics no longer read confirmations_stats_idx (migration 00016);
-- every write to confirmations stops keeping it.
DROP INDEX confirmations_stats_idx;

CREATE TABLE outcome_counts (
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
    n               bigint NOT NULL,
    PRIMARY KEY (account_id, sandbox, day, status, intent, answer_channel,
                 delivery_result, delivery_reason, reached, answered)
);

ALTER TABLE confirmations
    ADD COLUMN answer_ms bigint GENERATED ALWAYS AS (round(extract(epoch FROM answered_at - created_at) * 1000)::bigint) STORED,
    ADD COLUMN answer_bucket smallint GENERATED ALWAYS AS (
        length(greatest(round(extract(epoch FROM answered_at - created_at) * 1000)::bigint, 0)::text) * 100 + left(greatest(round(extract(epoch FROM answered_at - created_at) * 1000)::bigint, 0)::text, 2)::int) STORED;

CREATE TABLE answer_times (
    account_id text NOT NULL,
    sandbox    boolean NOT NULL,
    dim        text NOT NULL, -- '' (every answered confirmation), 'channel' or 'intent'
    day        date NOT NULL,
    value      text NOT NULL, -- the answer's channel or intent; '' with dim ''
    bucket     smallint NOT NULL,
    n          bigint NOT NULL,
    PRIMARY KEY (account_id, sandbox, dim, day, value, bucket)
);

CREATE INDEX confirmations_answer_idx ON confirmations (account_id, sandbox, answer_bucket, created_at)
    INCLUDE (answer_ms, answer_channel, intent) WHERE answered_at IS NOT NULL;

-- A row takes its old values' counts down by one and its new values' up
-- by one. The triggers are deferred to the commit, so that the rows of
-- outcome_counts and answer_times, which concurrent creates of a scope
-- share, stay locked only while the transaction commits.
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

-- Creating the triggers locks confirmations against writes until the
-- migration commits, so no write is missed or counted twice by the fill.
INSERT INTO outcome_counts
SELECT account_id, sandbox, (created_at AT TIME ZONE 'UTC')::date, status, coalesce(intent, ''),
       coalesce(answer_channel, ''), coalesce(delivery_result, ''), coalesce(delivery_reason, ''),
       reached, answered_at IS NOT NULL, count(*)
FROM confirmations
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
INSERT INTO answer_times
SELECT account_id, sandbox, d.dim, (created_at AT TIME ZONE 'UTC')::date, d.value, answer_bucket, count(*)
FROM confirmations CROSS JOIN LATERAL (VALUES ('', ''), ('channel', coalesce(answer_channel, '')), ('intent', coalesce(intent, ''))) d (dim, value) WHERE answered_at IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;

-- +goose Down
DROP TRIGGER confirmations_counted_delete ON confirmations;
DROP TRIGGER confirmations_counted_update ON confirmations;
DROP TRIGGER confirmations_counted_insert ON confirmations;
DROP FUNCTION outcome_counts_apply();
DROP TABLE outcome_counts;
DROP TABLE answer_times;
DROP INDEX confirmations_answer_idx;
ALTER TABLE confirmations DROP COLUMN answer_bucket, DROP COLUMN answer_ms;
CREATE INDEX confirmations_stats_idx ON confirmations (account_id, sandbox, created_at)
    INCLUDE (status, intent, answer_channel, delivery_result, delivery_reason, reached, answered_at);
