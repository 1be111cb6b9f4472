-- +goose Up

-- Customers' texts to the live number name only their phone number, so
-- live confirmations are found by the phone in their document. An index on
-- the expression keeps that one read however many rows there are, with no
-- column to fill in on every write.
CREATE INDEX confirmations_phone_idx
    ON confirmations ((doc -> 'customer' ->> 'phone'), created_at DESC, id DESC)
    WHERE NOT sandbox;

-- +goose Down

DROP INDEX confirmations_phone_idx;
