-- +goose Up

-- Every process keeps the API keys it has looked up, with their accounts,
-- so that a request need not read them again. Any change to a key or an
-- account, by confirmd or by hand, notifies every process listening on
-- confirmd_keys, naming the table's schema; each empties what it kept for
-- that schema. The notice is sent when the change commits, and not at all
-- if it rolls back. New keys and accounts need no notice: nothing is kept
-- of a key that was not found.
-- +goose StatementBegin
CREATE FUNCTION notify_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('confirmd_keys', TG_TABLE_SCHEMA);
    RETURN NULL;
END
$$;
-- +goose StatementEnd

CREATE TRIGGER api_keys_changed AFTER UPDATE OR DELETE OR TRUNCATE ON api_keys
    FOR EACH STATEMENT EXECUTE FUNCTION notify_key_change();
CREATE TRIGGER accounts_changed AFTER UPDATE OR DELETE OR TRUNCATE ON accounts
    FOR EACH STATEMENT EXECUTE FUNCTION notify_key_change();

-- +goose Down

DROP TRIGGER accounts_changed ON accounts;
DROP TRIGGER api_keys_changed ON api_keys;
DROP FUNCTION notify_key_change();
