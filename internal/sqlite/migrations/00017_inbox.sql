-- The hand-off inbox: confirmations whose customer waits for a person of
-- the retailer's team. When one started waiting is kept in the document
-- (confirm.Handoff.WaitingSince, in the one text format of times, which
-- sorts as time does), set and cleared by the domain; waiting_since is
-- generated from it, so that no write needs to know of it, and a partial
-- index holds only the confirmations waiting, in the inbox's order.

-- +goose Up
ALTER TABLE confirmations ADD COLUMN waiting_since TEXT
    GENERATED ALWAYS AS (json_extract(doc, '$.handoff.waitingSince')) VIRTUAL;

-- Those waiting already: every action_needed one, since it closed, and
-- every other closed one (but cancelled) with a customer's reply after its
-- last outcome, since the first such reply.
UPDATE confirmations SET doc = json_set(doc, '$.handoff.waitingSince', updated_at)
WHERE status = 'action_needed';

UPDATE confirmations SET doc = json_set(doc, '$.handoff.waitingSince', (
    SELECT min(e.at) FROM events AS e
    WHERE e.confirmation_id = confirmations.id AND e.kind = 'in' AND e.seq > (
        SELECT max(o.seq) FROM events AS o
        WHERE o.confirmation_id = confirmations.id AND o.kind = 'agent' AND o.text LIKE 'Outcome: %')))
WHERE status IN ('confirmed', 'rescheduled', 'unreachable') AND EXISTS (
    SELECT 1 FROM events AS e
    WHERE e.confirmation_id = confirmations.id AND e.kind = 'in' AND e.seq > (
        SELECT max(o.seq) FROM events AS o
        WHERE o.confirmation_id = confirmations.id AND o.kind = 'agent' AND o.text LIKE 'Outcome: %'));

CREATE INDEX confirmations_waiting ON confirmations (account_id, sandbox, waiting_since, id)
    WHERE waiting_since IS NOT NULL;

-- +goose Down
DROP INDEX confirmations_waiting;
ALTER TABLE confirmations DROP COLUMN waiting_since;
UPDATE confirmations SET doc = json_remove(doc, '$.handoff') WHERE json_extract(doc, '$.handoff') IS NOT NULL;
