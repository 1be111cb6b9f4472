-- +goose Up

-- Every "Send again" of the sandbox console, so that the resend limits
-- (confirm.DefaultResendLimit: so many per confirmation and per account in
-- any hour) hold across processes and restarts. A resend reads its
-- account's entries of the last hour; the janitor deletes older ones.
CREATE TABLE webhook_resends (
    id              bigserial PRIMARY KEY,
    account_id      text NOT NULL,
    confirmation_id text NOT NULL,
    delivery_id     text NOT NULL,
    at              timestamptz NOT NULL
);

CREATE INDEX webhook_resends_account_at_idx ON webhook_resends (account_id, at);
CREATE INDEX webhook_resends_at_idx ON webhook_resends (at);

-- +goose Down

DROP TABLE webhook_resends;
