package web

import (
	"context"
	"encoding/json"
	"net/http"
	"time"
)

// stream sends an event "change" whose data is what read returns, each
// time it differs from the last one sent, so that the page can fetch its
// fragment. read is called once per Poll (500 ms by default): each open
// stream polls the store, as the console is for a handful of people and
// polling needs nothing from the engine. The stream ends when the client
// goes, the console closes, after ten minutes (the browser reconnects by
// itself, and a session that ended meanwhile is refused then) or soon
// after its session ends (stillSignedIn). what names the stream in the log.
func (c *Console) stream(w http.ResponseWriter, r *http.Request, u *Developer, what string, read func(ctx context.Context) (string, error)) {
	ctx := r.Context()
	rc := http.NewResponseController(w)
	// The server's WriteTimeout would cut a stream after a minute.
	rc.SetWriteDeadline(time.Time{})
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusOK)
	w.Write([]byte("retry: 2000\n\n"))
	rc.Flush()

	poll := c.Poll
	if poll <= 0 {
		poll = 500 * time.Millisecond
	}
	tick := time.NewTicker(poll)
	defer tick.Stop()
	end := time.NewTimer(10 * time.Minute)
	defer end.Stop()
	last, quiet := "", 0
	for {
		v, err := read(ctx)
		if err != nil {
			if ctx.Err() == nil {
				c.logger().Warn("sandbox console: live events", "stream", what, "err", err)
			}
			return
		}
		quiet++
		if v != last {
			b, _ := json.Marshal(v)
			if _, err := w.Write([]byte("event: change\ndata: " + string(b) + "\n\n")); err != nil {
				return
			}
			last, quiet = v, 0
		} else if quiet*int(poll/time.Millisecond) >= 15000 {
			// A comment now and then finds a client that has gone away.
			if _, err := w.Write([]byte(": ping\n\n")); err != nil {
				return
			}
			quiet = 0
		}
		if rc.Flush() != nil {
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-c.closing:
			return
		case <-end.C:
			return
		case <-tick.C:
		}
		if !c.stillSignedIn(ctx, u) {
			return // signed out, revoked or timed out meanwhile
		}
	}
}
