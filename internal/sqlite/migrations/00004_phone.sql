-- Customers' texts to the live number name only their phone number, so
-- live confirmations are found by the phone in their document. An index on
-- the expression keeps that one read however many rows there are, with no
-- column to fill in on every write.

-- +goose Up
CREATE INDEX confirmations_phone
    ON confirmations (json_extract(doc, '$.customer.phone'), created_at DESC, id DESC)
    WHERE sandbox = 0;

-- +goose Down
DROP INDEX confirmations_phone;
