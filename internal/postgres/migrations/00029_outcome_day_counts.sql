-- The outcome counts of each day without the channels that reached the
-- customer, the reply and the answer's channel in the combination: how
-- many confirmations of a scope were created on a day with each status,
-- intent and delivery report (n), and of those how many were answered and
-- how many reached by email, text and call. A year grouped by day reads
-- these rows as they are, some 11,000 for a million confirmations,
-- rather than adding up outcome_counts' 35,000 into them. A trigger on
-- outcome_counts adds every change of theirs here, as it does to the
-- months (migration 00026), so Store.FoldOutcomeCounts folds deltas into
-- these in the same statement.

-- +goose Up
CREATE TABLE outcome_day_counts (
    account_id      text NOT NULL,
    sandbox         boolean NOT NULL,
    day             date NOT NULL,
    status          text NOT NULL,
    intent          text NOT NULL,
    delivery_result text NOT NULL,
    delivery_reason text NOT NULL,
    n               bigint NOT NULL,
    answered        bigint NOT NULL,
    email           bigint NOT NULL,
    sms             bigint NOT NULL,
    call            bigint NOT NULL,
    PRIMARY KEY (account_id, sandbox, day, status, intent, delivery_result, delivery_reason)
);

-- +goose StatementBegin
CREATE FUNCTION outcome_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    d bigint := NEW.n - CASE WHEN TG_OP = 'UPDATE' THEN OLD.n ELSE 0 END;
BEGIN
    INSERT INTO outcome_day_counts AS o VALUES (
        NEW.account_id, NEW.sandbox, NEW.day, NEW.status, NEW.intent, NEW.delivery_result, NEW.delivery_reason,
        d, CASE WHEN NEW.answered THEN d ELSE 0 END, CASE WHEN NEW.reached & 1 <> 0 THEN d ELSE 0 END,
        CASE WHEN NEW.reached & 2 <> 0 THEN d ELSE 0 END, CASE WHEN NEW.reached & 4 <> 0 THEN d ELSE 0 END)
    ON CONFLICT (account_id, sandbox, day, status, intent, delivery_result, delivery_reason)
    DO UPDATE SET n = o.n + EXCLUDED.n, answered = o.answered + EXCLUDED.answered,
        email = o.email + EXCLUDED.email, sms = o.sms + EXCLUDED.sms, call = o.call + EXCLUDED.call;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

-- Taking the fold's lock (see FoldOutcomeCounts) and then the table's
-- keeps the days from changing while these are filled.
SELECT pg_advisory_xact_lock(27988542650018916);
LOCK TABLE outcome_counts IN SHARE ROW EXCLUSIVE MODE;

CREATE TRIGGER outcome_day_counts AFTER INSERT OR UPDATE ON outcome_counts
    FOR EACH ROW EXECUTE FUNCTION outcome_day_counts_apply();

INSERT INTO outcome_day_counts
SELECT account_id, sandbox, day, status, intent, delivery_result, delivery_reason, sum(n),
       coalesce(sum(n) FILTER (WHERE answered), 0), coalesce(sum(n) FILTER (WHERE reached & 1 <> 0), 0),
       coalesce(sum(n) FILTER (WHERE reached & 2 <> 0), 0), coalesce(sum(n) FILTER (WHERE reached & 4 <> 0), 0)
FROM outcome_counts GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- +goose Down
DROP TRIGGER outcome_day_counts ON outcome_counts;
DROP FUNCTION outcome_day_counts_apply();
DROP TABLE outcome_day_counts;
