-- Fair shares of the webhook senders' workers. A claim counts the
-- deliveries in flight by account and by receiver, and passes over those at
-- their cap. host is the receiver a delivery goes to, its host and port as
-- confirm.DeliveryHost writes them; leased_until is the end of the lease of
-- a delivery claimed and not yet finished, NULL otherwise (a lease used to
-- show only in next_attempt_at, where it looks like a retry's wait).

-- +goose Up
ALTER TABLE webhook_deliveries ADD COLUMN host TEXT NOT NULL DEFAULT '';
ALTER TABLE webhook_deliveries ADD COLUMN leased_until TEXT;

-- Deliveries still to be sent get their host from their URL, in steps, as
-- DeliveryHost reads the URLs confirmd accepts; finished ones never need
-- one. First what follows the scheme, up to the path, query or fragment;
-- then without a user name; then with the scheme's port where none is
-- given, and without a final dot.
UPDATE webhook_deliveries SET host = substr(url, instr(url, '://') + 3)
WHERE state = 'pending' AND instr(url, '://') > 0;
UPDATE webhook_deliveries
SET host = substr(host, 1, instr(replace(replace(host, '?', '/'), '#', '/') || '/', '/') - 1)
WHERE state = 'pending' AND host <> '';
UPDATE webhook_deliveries SET host = lower(substr(host, instr(host, '@') + 1))
WHERE state = 'pending' AND host <> '';
UPDATE webhook_deliveries SET host = host || CASE
        WHEN lower(url) LIKE 'https:%' THEN ':443'
        WHEN lower(url) LIKE 'http:%' THEN ':80'
        ELSE '' END
WHERE state = 'pending' AND host <> ''
    AND (host LIKE '[%]' OR (host NOT LIKE '[%' AND host NOT LIKE '%:%'));
UPDATE webhook_deliveries SET host = rtrim(replace(host, '.:', ':'), '.')
WHERE state = 'pending' AND host <> '';

-- The deliveries in flight are the few with a lease.
CREATE INDEX webhook_deliveries_leased ON webhook_deliveries (leased_until)
    WHERE leased_until IS NOT NULL;

-- A claim reads whose every due delivery is, to pass over those of the
-- accounts and hosts at their cap: from the index alone, without a lookup
-- in the table for each of a backlog that waits.
DROP INDEX webhook_deliveries_pending;
CREATE INDEX webhook_deliveries_pending
    ON webhook_deliveries (next_attempt_at, account_id, host) WHERE state = 'pending';

-- +goose Down
DROP INDEX webhook_deliveries_pending;
CREATE INDEX webhook_deliveries_pending
    ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
DROP INDEX webhook_deliveries_leased;
ALTER TABLE webhook_deliveries DROP COLUMN leased_until;
ALTER TABLE webhook_deliveries DROP COLUMN host;
