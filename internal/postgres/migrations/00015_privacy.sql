-- +goose Up

-- Erasure, retention and the audit log. redacted_at is when a
-- confirmation's personal data was removed (also in its document, for the
-- API); NULL while it is held. The janitor finds the closed confirmations
-- past the retention period among those not yet redacted, by order date;
-- erasures find a customer's confirmations by phone (sandbox ones here,
-- live ones by confirmations_phone_idx) and by email.
ALTER TABLE confirmations ADD COLUMN redacted_at timestamptz;

CREATE INDEX confirmations_retention_idx
    ON confirmations ((doc -> 'order' ->> 'date')) WHERE redacted_at IS NULL;
CREATE INDEX confirmations_sandbox_phone_idx
    ON confirmations ((doc -> 'customer' ->> 'phone')) WHERE sandbox;
CREATE INDEX confirmations_email_idx
    ON confirmations (lower(doc -> 'customer' ->> 'email'))
    WHERE doc -> 'customer' ->> 'email' IS NOT NULL;

-- A create's stored answer holds the customer; an erasure finds it by its
-- confirmation.
CREATE INDEX idempotency_confirmation_idx ON idempotency (confirmation_id);

-- Account-level actions: keys, limits, erasures, retention runs. Entries
-- are only ever added; details holds no customer's personal data.
CREATE TABLE audit_log (
    id         bigserial PRIMARY KEY,
    account_id text NOT NULL,
    scope      text NOT NULL, -- live, sandbox or account
    at         timestamptz NOT NULL,
    actor      text NOT NULL,
    action     text NOT NULL,
    target     text NOT NULL DEFAULT '',
    details    jsonb NOT NULL DEFAULT '{}'
);

CREATE INDEX audit_log_account_idx ON audit_log (account_id, id);
CREATE INDEX audit_log_account_action_idx ON audit_log (account_id, action, id);

-- +goose StatementBegin
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_log is append-only';
END
$$;
-- +goose StatementEnd

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- +goose Down

DROP TRIGGER audit_log_append_only ON audit_log;
DROP FUNCTION audit_log_append_only();
DROP TABLE audit_log;
DROP INDEX idempotency_confirmation_idx;
DROP INDEX confirmations_email_idx;
DROP INDEX confirmations_sandbox_phone_idx;
DROP INDEX confirmations_retention_idx;
ALTER TABLE confirmations DROP COLUMN redacted_at;
