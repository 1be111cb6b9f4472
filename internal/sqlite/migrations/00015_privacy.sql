-- Erasure, retention and the audit log. redacted_at is when a
-- confirmation's personal data was removed (also in its document, for the
-- API); NULL while it is held. The janitor finds the closed confirmations
-- past the retention period among those not yet redacted, by order date;
-- erasures find a customer's confirmations by phone (sandbox ones here,
-- live ones by confirmations_phone) and by email.

-- +goose Up
ALTER TABLE confirmations ADD COLUMN redacted_at TEXT;

CREATE INDEX confirmations_retention
    ON confirmations (json_extract(doc, '$.order.date')) WHERE redacted_at IS NULL;
CREATE INDEX confirmations_sandbox_phone
    ON confirmations (json_extract(doc, '$.customer.phone')) WHERE sandbox = 1;
CREATE INDEX confirmations_email
    ON confirmations (lower(json_extract(doc, '$.customer.email')))
    WHERE json_extract(doc, '$.customer.email') IS NOT NULL;

-- A create's stored answer holds the customer; an erasure finds it by its
-- confirmation.
CREATE INDEX idempotency_confirmation ON idempotency (confirmation_id);

-- Account-level actions: keys, limits, erasures, retention runs. Entries
-- are only ever added; details is a JSON object and holds no customer's
-- personal data.
CREATE TABLE audit_log (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL,
    scope      TEXT NOT NULL, -- live, sandbox or account
    at         TEXT NOT NULL,
    actor      TEXT NOT NULL,
    action     TEXT NOT NULL,
    target     TEXT NOT NULL DEFAULT '',
    details    TEXT NOT NULL DEFAULT '{}'
) STRICT;

CREATE INDEX audit_log_account ON audit_log (account_id, id);
CREATE INDEX audit_log_account_action ON audit_log (account_id, action, id);

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER audit_log_no_delete;
DROP TRIGGER audit_log_no_update;
DROP TABLE audit_log;
DROP INDEX idempotency_confirmation;
DROP INDEX confirmations_email;
DROP INDEX confirmations_sandbox_phone;
DROP INDEX confirmations_retention;
ALTER TABLE confirmations DROP COLUMN redacted_at;
