-- +goose Up

-- Numbers that asked not to be texted or called. Looked up by primary key
-- before every text and call.
CREATE TABLE opt_outs (
    account_id text NOT NULL,
    phone      text NOT NULL, -- E.164
    created_at timestamptz NOT NULL,
    PRIMARY KEY (account_id, phone)
);

-- Secrets the whole service shares, which every process must read alike and
-- so cannot make up on its own. Secret is given no time, so the database's
-- clock tells when one was made; only an operator reads it.
CREATE TABLE secrets (
    name       text PRIMARY KEY,
    value      text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

-- +goose Down

DROP TABLE secrets;
DROP TABLE opt_outs;
