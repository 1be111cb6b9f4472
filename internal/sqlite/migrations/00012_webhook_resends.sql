-- Every "Send again" of the sandbox console, so that the resend limits
-- (confirm.DefaultResendLimit: so many per confirmation and per account in
-- any hour) hold across processes and restarts. A resend reads its
-- account's entries of the last hour; the janitor deletes older ones.

-- +goose Up
CREATE TABLE webhook_resends (
    id              INTEGER PRIMARY KEY,
    account_id      TEXT NOT NULL,
    confirmation_id TEXT NOT NULL,
    delivery_id     TEXT NOT NULL,
    at              TEXT NOT NULL
) STRICT;

CREATE INDEX webhook_resends_account_at ON webhook_resends (account_id, at);
CREATE INDEX webhook_resends_at ON webhook_resends (at);

-- +goose Down
DROP TABLE webhook_resends;
