-- +goose Up

-- The hand-off inbox: confirmations whose customer waits for a person of
-- the retailer's team. When one started waiting is kept in the document
-- (confirm.Handoff.WaitingSince, in the one text format of times, which
-- sorts as time does), set and cleared by the domain; waiting_since is
-- generated from it, so that no write needs to know of it, and a partial
-- index holds only the confirmations waiting, in the inbox's order.

-- Those waiting already: every action_needed one, since it closed, and
-- every other closed one (but cancelled) with a customer's reply after its
-- last outcome, since the first such reply.
UPDATE confirmations SET doc = jsonb_set(doc, '{handoff}', jsonb_build_object('waitingSince',
    to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
WHERE status = 'action_needed';

WITH late AS (
    SELECT e.confirmation_id AS id, min(e.at) AS since
    FROM events AS e
    JOIN confirmations AS c ON c.id = e.confirmation_id
    WHERE c.status IN ('confirmed', 'rescheduled', 'unreachable') AND e.kind = 'in' AND e.seq > (
        SELECT max(o.seq) FROM events AS o
        WHERE o.confirmation_id = e.confirmation_id AND o.kind = 'agent' AND o.text LIKE 'Outcome: %')
    GROUP BY e.confirmation_id
)
UPDATE confirmations AS c SET doc = jsonb_set(c.doc, '{handoff}', jsonb_build_object('waitingSince',
    to_char(late.since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
FROM late WHERE c.id = late.id;

ALTER TABLE confirmations ADD COLUMN waiting_since text COLLATE "C"
    GENERATED ALWAYS AS (doc #>> '{handoff,waitingSince}') STORED;

CREATE INDEX confirmations_waiting_idx ON confirmations (account_id, sandbox, waiting_since, id)
    WHERE waiting_since IS NOT NULL;

-- +goose Down

DROP INDEX confirmations_waiting_idx;
ALTER TABLE confirmations DROP COLUMN waiting_since;
UPDATE confirmations SET doc = doc - 'handoff' WHERE doc ? 'handoff';
