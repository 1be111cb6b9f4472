-- Opt-outs are per mode: a STOP on a sandbox confirmation silences that
-- number for the account's sandbox only (sandbox true); a STOP on a live
-- one (sandbox false) silences it for both, so a live check reads sandbox
-- false and a sandbox check reads both. Opt-outs kept before there were
-- modes become live ones: silencing a real customer too is the safe side.
-- The primary key starts with the account and number, as every lookup
-- does.

-- +goose Up
ALTER TABLE opt_outs ADD COLUMN sandbox boolean NOT NULL DEFAULT false;
ALTER TABLE opt_outs ALTER COLUMN sandbox DROP DEFAULT;
ALTER TABLE opt_outs DROP CONSTRAINT opt_outs_pkey;
ALTER TABLE opt_outs ADD PRIMARY KEY (account_id, phone, sandbox);

-- +goose Down
DELETE FROM opt_outs WHERE sandbox;
ALTER TABLE opt_outs DROP CONSTRAINT opt_outs_pkey;
ALTER TABLE opt_outs ADD PRIMARY KEY (account_id, phone);
ALTER TABLE opt_outs DROP COLUMN sandbox;
