package web

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

const (
	// pingEvery is how often a quiet stream sends a comment, which finds a
	// client that has gone away.
	pingEvery = 15 * time.Second
	// checkEvery is how often a stream asks whether its session is still
	// live; stillSignedIn reads the store at most once per
	// ConsoleSessionTouch. Each check wakes the stream, so it is not the
	// poll's half second: 200 streams on one confirmation took 3.7% of a
	// core checking every half second, 1.6% every two seconds.
	checkEvery = 2 * time.Second
)

// scopeKey names a scope in the keys of the shared pollers.
func scopeKey(s confirm.Scope) string {
	return s.AccountID + "|" + strconv.FormatBool(s.Sandbox)
}

// stream sends an event "change" whose data is the version of the scope
// named key, each time it differs from the last one sent, so that the page
// can fetch its fragment. The version comes from the scope's shared poller
// (see pollers), which calls read once per Poll (500 ms by default)
// however many streams watch the scope; key must name everything read
// depends on, the session's scope included. The stream ends when the
// client goes, the console closes, after ten minutes (the browser
// reconnects by itself, and a session that ended meanwhile is refused
// then), when its session is signed out in this process, or soon after
// its session ends otherwise (stillSignedIn).
func (c *Console) stream(w http.ResponseWriter, r *http.Request, u *Developer, key string, read func(ctx context.Context) (string, error)) {
	c.init()
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

	watch := c.pollers.watch(key, read)
	defer c.pollers.leave(watch)
	tick := time.NewTicker(checkEvery)
	defer tick.Stop()
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	end := time.NewTimer(10 * time.Minute)
	defer end.Stop()
	last := ""
	for {
		select {
		case <-ctx.Done():
			return
		case <-c.closing:
			return
		case <-end.C:
			return
		case <-u.streamEnded:
			return // signed out
		case <-tick.C:
			if !c.stillSignedIn(ctx, u) {
				return // signed out, revoked or timed out meanwhile
			}
			continue
		case <-ping.C:
			if _, err := w.Write([]byte(": ping\n\n")); err != nil {
				return
			}
		case <-watch.changed:
			v, ended := c.pollers.latest(watch)
			if ended {
				return // the read failed; the browser reconnects
			}
			if v == last {
				continue
			}
			b, _ := json.Marshal(v)
			if _, err := w.Write([]byte("event: change\ndata: " + string(b) + "\n\n")); err != nil {
				return
			}
			last = v
			ping.Reset(pingEvery)
		}
		if rc.Flush() != nil {
			return
		}
	}
}

// poll is how often a live stream's poller reads the store.
func (c *Console) poll() time.Duration {
	if c.Poll <= 0 {
		return 500 * time.Millisecond
	}
	return c.Poll
}
