-- +goose Up

-- Accounts' defaults: the webhook URL, brand and customer language that
-- creates leaving them out use. One row per account and mode, so that a
-- sandbox key's changes never reach live creates. A table of its own and
-- not columns of accounts: an update of an account's row ends its console
-- sessions (00013), and changing a default must not.
CREATE TABLE account_defaults (
    account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    sandbox    boolean NOT NULL,
    doc        jsonb NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (account_id, sandbox)
);

-- +goose Down

DROP TABLE account_defaults;
