-- The API's view of each confirmation, encoded as the API writes it
-- (confirm.Confirmation.ViewJSON), rewritten in the same transaction as
-- any change to what it shows. Reads of the API return it as stored, one
-- row each, instead of loading the steps and timeline and encoding them
-- again. NULL for confirmations stored before the column existed, until
-- the janitor fills theirs in (found by the partial index, which holds
-- those only); meanwhile their view is built when read.

-- +goose Up
ALTER TABLE confirmations ADD COLUMN view TEXT;
CREATE INDEX confirmations_without_view ON confirmations (id) WHERE view IS NULL;

-- +goose Down
DROP INDEX confirmations_without_view;
ALTER TABLE confirmations DROP COLUMN view;
