-- +goose Up

-- Every event the API shows has a channel now: one of no one channel (a
-- stop through the API, say) goes on the channel the conversation was on.
-- Views stored with an event of no channel are dropped, so that they are
-- built again as the API now shows them: the janitor fills them in at
-- start, and until then the API builds each when it is read. The events
-- themselves stay as they were stored.
UPDATE confirmations SET view = NULL WHERE view LIKE '%"channel":""%';

-- +goose Down

-- Nothing to undo: a view built again is what the earlier version shows,
-- with a channel where it showed none.
SELECT 1;
