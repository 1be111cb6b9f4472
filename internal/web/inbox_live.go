package web

import (
	"context"
	"net/http"
	"net/url"
)

// The operators' Inbox page updates itself as the scope's inbox changes,
// with the sandbox console's mechanism: the page follows a stream of
// events (GET /console/inbox/events) and, when the version it was drawn
// at differs from the one sent, fetches its live part again
// (/console/inbox?fragment=1 with the page's own filter and cursor) and
// swaps it in. The version is the scope's confirm.InboxSignal, one
// indexed read per poll of the scope's shared poller, however many
// Inbox pages of the scope are open (a thread's poller makes two); a
// stream sees only its session's scope, and ends with its session as
// every console stream does. Without the script the page is
// a plain page: a reload shows the queue as it is.

// inboxLive sets what the Inbox page needs to follow its queue: the
// version it is drawn at and the address of its live part, and whether
// only that part is asked for. The version is read before the list, so
// that a change between the two reads makes the page refresh once more
// rather than miss it. It answers a failure itself and returns false.
func (c *Console) inboxLive(w http.ResponseWriter, r *http.Request, u *Developer, d *consolePage) bool {
	sig, err := c.Store.InboxSignal(r.Context(), u.Scope)
	if err != nil {
		c.failure(w, r, "reading the inbox's signal", err)
		return false
	}
	q := r.URL.Query()
	d.Version = sig.String()
	d.Fragment = q.Get("fragment") == "1"
	live := url.Values{"fragment": {"1"}}
	for _, k := range []string{"intent", "order", "q"} {
		if v := q.Get(k); v != "" {
			live.Set(k, v)
		}
	}
	d.Ops.Live = "/console/inbox?" + live.Encode()
	return true
}

// inboxEvents streams the scope's inbox signal whenever it changes (see
// stream): a confirmation starting or stopping to wait, or one waiting
// that changes, such as a new message from its customer.
func (c *Console) inboxEvents(w http.ResponseWriter, r *http.Request, u *Developer) {
	c.stream(w, r, u, "inbox|"+scopeKey(u.Scope), func(ctx context.Context) (string, error) {
		sig, err := c.Store.InboxSignal(ctx, u.Scope)
		if err != nil {
			return "", err
		}
		return sig.String(), nil
	})
}
