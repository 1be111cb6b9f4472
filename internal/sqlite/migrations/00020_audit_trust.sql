-- The audit log, to be trusted after an incident. Ids are random
-- (au_ and 24 characters), so that an account's ids say nothing of other
-- accounts' activity; pages are in order of at, then id. Each entry names
-- the key that acted (key_id; actor is its prefix), or cli, janitor or
-- confirmd, and apart from it the person's name a message or resolution
-- gave (author). Identical consecutive entries are one with a count
-- (repeated, first at, last last_at); summary marks an entry that counts
-- the entries of an hour past the account's cap.
--
-- Entries stay append-only: an update may only make repeated grow and
-- last_at move on; a delete goes through only for entries written before
-- the time held in audit_purge, which the retention purge writes and
-- empties in its own transaction.
--
-- Entries written before: random ids in hex; the messages and resolutions
-- named the person as actor, who becomes the author, with api as actor
-- (the key was not recorded); retention runs were confirmd's, now the
-- janitor's.

-- +goose Up
DROP TRIGGER audit_log_no_update;
DROP TRIGGER audit_log_no_delete;

CREATE TABLE audit_log_new (
    id         TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    scope      TEXT NOT NULL, -- live, sandbox or account
    at         TEXT NOT NULL,
    last_at    TEXT NOT NULL,
    actor      TEXT NOT NULL,
    key_id     TEXT NOT NULL DEFAULT '',
    author     TEXT NOT NULL DEFAULT '',
    action     TEXT NOT NULL,
    target     TEXT NOT NULL DEFAULT '',
    details    TEXT NOT NULL DEFAULT '{}',
    repeated   INTEGER NOT NULL DEFAULT 1 CHECK (repeated >= 1),
    summary    INTEGER NOT NULL DEFAULT 0
) STRICT;

INSERT INTO audit_log_new (id, account_id, scope, at, last_at, actor, author, action, target, details)
SELECT 'au_' || lower(hex(randomblob(12))), account_id, scope, at, at,
       CASE WHEN action IN ('inbox.message_sent', 'inbox.resolved') THEN 'api'
            WHEN action = 'retention' AND actor = 'confirmd' THEN 'janitor'
            ELSE actor END,
       CASE WHEN action IN ('inbox.message_sent', 'inbox.resolved') AND actor <> 'api' THEN actor ELSE '' END,
       action, target, details
FROM audit_log;

DROP TABLE audit_log;
ALTER TABLE audit_log_new RENAME TO audit_log;

CREATE INDEX audit_log_account ON audit_log (account_id, at, id);
CREATE INDEX audit_log_account_action ON audit_log (account_id, action, at, id);
CREATE INDEX audit_log_at ON audit_log (at);

-- The time before which the retention purge may delete entries, while it
-- runs.
CREATE TABLE audit_purge (
    before TEXT NOT NULL
) STRICT;

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
WHEN NEW.id IS NOT OLD.id OR NEW.account_id IS NOT OLD.account_id OR NEW.scope IS NOT OLD.scope
    OR NEW.at IS NOT OLD.at OR NEW.actor IS NOT OLD.actor OR NEW.key_id IS NOT OLD.key_id
    OR NEW.author IS NOT OLD.author OR NEW.action IS NOT OLD.action OR NEW.target IS NOT OLD.target
    OR NEW.details IS NOT OLD.details OR NEW.summary IS NOT OLD.summary
    OR NEW.repeated <= OLD.repeated OR NEW.last_at < OLD.last_at
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only: an entry may only count more repeats');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
WHEN NOT EXISTS (SELECT 1 FROM audit_purge WHERE OLD.at < audit_purge.before)
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only: only the retention purge deletes, and only old entries');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER audit_log_no_delete;
DROP TRIGGER audit_log_no_update;
DROP TABLE audit_purge;

CREATE TABLE audit_log_old (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL,
    scope      TEXT NOT NULL,
    at         TEXT NOT NULL,
    actor      TEXT NOT NULL,
    action     TEXT NOT NULL,
    target     TEXT NOT NULL DEFAULT '',
    details    TEXT NOT NULL DEFAULT '{}'
) STRICT;
INSERT INTO audit_log_old (account_id, scope, at, actor, action, target, details)
SELECT account_id, scope, at, CASE WHEN author <> '' THEN author ELSE actor END, action, target, details
FROM audit_log ORDER BY at, id;
DROP TABLE audit_log;
ALTER TABLE audit_log_old RENAME TO audit_log;
CREATE INDEX audit_log_account ON audit_log (account_id, id);
CREATE INDEX audit_log_account_action ON audit_log (account_id, action, id);

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
-- +goose StatementEnd
