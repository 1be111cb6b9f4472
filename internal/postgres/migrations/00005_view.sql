-- +goose Up

-- The API's view of each confirmation, encoded as the API writes it
-- (confirm.Confirmation.ViewJSON), rewritten in the same transaction as
-- any change to what it shows. Reads of the API return it as stored, one
-- row each, instead of loading the steps and timeline and encoding them
-- again. Kept as text, not jsonb, so that it comes back byte for byte.
-- NULL for confirmations stored before the column existed until their
-- next change; their view is built when read.
ALTER TABLE confirmations ADD COLUMN view text;

-- +goose Down

ALTER TABLE confirmations DROP COLUMN view;
