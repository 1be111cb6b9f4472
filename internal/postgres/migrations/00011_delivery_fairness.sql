-- +goose Up

-- Fair shares of the webhook senders' workers. A claim counts the
-- deliveries in flight by account and by receiver, and passes over those at
-- their cap. host is the receiver a delivery goes to, its host and port as
-- confirm.DeliveryHost writes them; leased_until is the end of the lease of
-- a delivery claimed and not yet finished, NULL otherwise (a lease used to
-- show only in next_attempt_at, where it looks like a retry's wait).
ALTER TABLE webhook_deliveries
    ADD COLUMN host         text NOT NULL DEFAULT '',
    ADD COLUMN leased_until timestamptz;

-- Deliveries still to be sent get their host from their URL, as
-- DeliveryHost reads the URLs confirmd accepts; finished ones never need
-- one. First the authority without a user name, then with the scheme's
-- port where none is given, and without a final dot.
UPDATE webhook_deliveries
SET host = coalesce(lower(substring(url FROM '^[^:/?#]+://(?:[^/?#]*@)?([^/?#]*)')), '')
WHERE state = 'pending';
UPDATE webhook_deliveries SET host = host || CASE
        WHEN lower(url) LIKE 'https:%' THEN ':443'
        WHEN lower(url) LIKE 'http:%' THEN ':80'
        ELSE '' END
WHERE state = 'pending' AND host <> ''
    AND (host LIKE '[%]' OR (host NOT LIKE '[%' AND host NOT LIKE '%:%'));
UPDATE webhook_deliveries SET host = rtrim(replace(host, '.:', ':'), '.')
WHERE state = 'pending' AND host <> '';

-- The deliveries in flight are the few with a lease.
CREATE INDEX webhook_deliveries_leased_idx ON webhook_deliveries (leased_until)
    WHERE leased_until IS NOT NULL;

-- +goose Down

DROP INDEX webhook_deliveries_leased_idx;
ALTER TABLE webhook_deliveries DROP COLUMN leased_until, DROP COLUMN host;
