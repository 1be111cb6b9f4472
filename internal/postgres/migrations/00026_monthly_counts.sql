-- The outcome counts by month beside those by day, so that a period of
-- whole months (a year) reads a row per month and combination rather
-- than one per day: the statistics read the days before its first whole
-- month and after its last from outcome_counts and answer_times, the
-- months between from these. month is the first day of the month (UTC).
-- Store.FoldOutcomeCounts adds each delta to both in one statement.

-- +goose Up
CREATE TABLE outcome_counts_monthly (
    account_id      text NOT NULL,
    sandbox         boolean NOT NULL,
    month           date NOT NULL,
    status          text NOT NULL,
    intent          text NOT NULL,
    answer_channel  text NOT NULL,
    delivery_result text NOT NULL,
    delivery_reason text NOT NULL,
    reached         smallint NOT NULL,
    answered        boolean NOT NULL,
    n               bigint NOT NULL,
    PRIMARY KEY (account_id, sandbox, month, status, intent, answer_channel,
                 delivery_result, delivery_reason, reached, answered)
);

CREATE TABLE answer_times_monthly (
    account_id text NOT NULL,
    sandbox    boolean NOT NULL,
    dim        text NOT NULL,
    month      date NOT NULL,
    value      text NOT NULL,
    bucket     smallint NOT NULL,
    n          bigint NOT NULL,
    PRIMARY KEY (account_id, sandbox, dim, month, value, bucket)
);

-- +goose StatementBegin
CREATE FUNCTION outcome_counts_monthly_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO outcome_counts_monthly AS o VALUES (
        NEW.account_id, NEW.sandbox, date_trunc('month', NEW.day)::date, NEW.status, NEW.intent, NEW.answer_channel,
        NEW.delivery_result, NEW.delivery_reason, NEW.reached, NEW.answered,
        NEW.n - CASE WHEN TG_OP = 'UPDATE' THEN OLD.n ELSE 0 END)
    ON CONFLICT (account_id, sandbox, month, status, intent, answer_channel, delivery_result, delivery_reason, reached, answered)
    DO UPDATE SET n = o.n + EXCLUDED.n;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION answer_times_monthly_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO answer_times_monthly AS o VALUES (
        NEW.account_id, NEW.sandbox, NEW.dim, date_trunc('month', NEW.day)::date, NEW.value, NEW.bucket,
        NEW.n - CASE WHEN TG_OP = 'UPDATE' THEN OLD.n ELSE 0 END)
    ON CONFLICT (account_id, sandbox, dim, month, value, bucket) DO UPDATE SET n = o.n + EXCLUDED.n;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

-- Taking the fold's lock (see FoldOutcomeCounts) and then the tables'
-- keeps the days from changing while the months are filled.
SELECT pg_advisory_xact_lock(27988542650018916);
LOCK TABLE outcome_counts, answer_times IN SHARE ROW EXCLUSIVE MODE;

CREATE TRIGGER outcome_counts_monthly AFTER INSERT OR UPDATE ON outcome_counts
    FOR EACH ROW EXECUTE FUNCTION outcome_counts_monthly_apply();
CREATE TRIGGER answer_times_monthly AFTER INSERT OR UPDATE ON answer_times
    FOR EACH ROW EXECUTE FUNCTION answer_times_monthly_apply();

INSERT INTO outcome_counts_monthly
SELECT account_id, sandbox, date_trunc('month', day)::date, status, intent, answer_channel,
       delivery_result, delivery_reason, reached, answered, sum(n)
FROM outcome_counts GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
INSERT INTO answer_times_monthly
SELECT account_id, sandbox, dim, date_trunc('month', day)::date, value, bucket, sum(n)
FROM answer_times GROUP BY 1, 2, 3, 4, 5, 6;

-- +goose Down
DROP TRIGGER answer_times_monthly ON answer_times;
DROP TRIGGER outcome_counts_monthly ON outcome_counts;
DROP FUNCTION answer_times_monthly_apply();
DROP FUNCTION outcome_counts_monthly_apply();
DROP TABLE answer_times_monthly;
DROP TABLE outcome_counts_monthly;
