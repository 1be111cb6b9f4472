-- Opt-outs are per mode: a STOP on a sandbox confirmation silences that
-- number for the account's sandbox only (sandbox = 1); a STOP on a live one
-- (sandbox = 0) silences it for both, so a live check reads sandbox = 0
-- and a sandbox check reads both. Opt-outs kept before there were modes
-- become live ones: silencing a real customer too is the safe side. The
-- primary key starts with the account and number, as every lookup does.

-- +goose Up
CREATE TABLE opt_outs_by_mode (
    account_id TEXT NOT NULL,
    phone      TEXT NOT NULL, -- E.164, or confirm.OptOutKey once erased
    sandbox    INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (account_id, phone, sandbox)
) STRICT, WITHOUT ROWID;
INSERT INTO opt_outs_by_mode (account_id, phone, sandbox, created_at)
    SELECT account_id, phone, 0, created_at FROM opt_outs;
DROP TABLE opt_outs;
ALTER TABLE opt_outs_by_mode RENAME TO opt_outs;

-- +goose Down
CREATE TABLE opt_outs_one_mode (
    account_id TEXT NOT NULL,
    phone      TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (account_id, phone)
) STRICT, WITHOUT ROWID;
INSERT INTO opt_outs_one_mode (account_id, phone, created_at)
    SELECT account_id, phone, created_at FROM opt_outs WHERE sandbox = 0;
DROP TABLE opt_outs;
ALTER TABLE opt_outs_one_mode RENAME TO opt_outs;
