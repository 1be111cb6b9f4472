package httpapi

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// changeStream reads the events "change" of a console stream.
type changeStream struct {
	t       *testing.T
	changes chan string
	close   context.CancelFunc
}

// openStream opens path as a live stream of session s and returns the data
// of its events "change" as they come.
func (w *isolation) openStream(s *consoleSession, path string) *changeStream {
	w.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	w.t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", w.h.srv.URL+path, nil)
	// The session's own client gives up after ten seconds; a stream
	// lasts longer.
	res, err := (&http.Client{Jar: s.client.Jar}).Do(req)
	if err != nil {
		w.t.Fatalf("GET %s: %v", path, err)
	}
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/event-stream" {
		res.Body.Close()
		w.t.Fatalf("GET %s: %d %s", path, res.StatusCode, res.Header.Get("Content-Type"))
	}
	cs := &changeStream{t: w.t, changes: make(chan string, 100), close: cancel}
	go func() {
		defer res.Body.Close()
		defer close(cs.changes)
		sc := bufio.NewScanner(res.Body)
		event := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: ") && event == "change":
				var v string
				if json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &v) == nil {
					cs.changes <- v
				}
			case line == "":
				event = ""
			}
		}
	}()
	return cs
}

// next waits for the stream's next change.
func (cs *changeStream) next(what string) string {
	cs.t.Helper()
	select {
	case v, ok := <-cs.changes:
		if !ok {
			cs.t.Fatalf("%s: the stream ended", what)
		}
		return v
	case <-time.After(10 * time.Second):
		cs.t.Fatalf("%s: no change within 10 s", what)
	}
	return ""
}

// handedOffAs is handedOff with another sandbox key.
func (h *harness) handedOffAs(key string, body map[string]any) string {
	h.t.Helper()
	id := h.create(key, body)["id"].(string)
	for range 2 {
		if res := h.do("POST", "/v1/confirmations/"+id+"/advance", key, nil); res.Status != http.StatusOK {
			h.t.Fatalf("advance: %d %s", res.Status, res.Raw)
		}
	}
	if res := h.do("POST", "/v1/sandbox/confirmations/"+id+"/reply", key, sms("can I speak to someone please")); res.Status != http.StatusOK {
		h.t.Fatalf("reply: %d %s", res.Status, res.Raw)
	}
	return id
}

// updatedAt reads a confirmation's updatedAt through the API.
func (h *harness) updatedAt(key, id string) string {
	h.t.Helper()
	res := h.do("GET", "/v1/confirmations/"+id, key, nil)
	if res.Status != http.StatusOK {
		h.t.Fatalf("GET %s: %d %s", id, res.Status, res.Raw)
	}
	return res.Body["confirmation"].(map[string]any)["updatedAt"].(string)
}

// TestInboxLive opens the operators' Inbox stream before anyone waits: a
// confirmation of the session's scope that starts waiting reaches it, one
// of another account's does not, and a new message from the customer and
// the resolution do too; the live part it points the page at lists what
// waits in the session's scope only.
func TestInboxLive(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := &isolation{t: t, h: h}
		sb := w.opsSignIn(&isoKey{name: "sandbox", key: h.sandbox})
		_, page, _ := w.consoleDo(sb, "GET", "/console/inbox", nil, "")
		for _, want := range []string{`data-events="/console/inbox/events"`, `data-version="0"`, `data-fragment="/console/inbox?fragment=1"`, `aria-live="polite"`} {
			if !strings.Contains(page, want) {
				t.Errorf("the Inbox page has no %s:\n%s", want, page)
			}
		}
		live := w.openStream(sb, "/console/inbox/events")
		if v := live.next("on opening"); v != "0" {
			t.Fatalf("first change = %q, want \"0\"", v)
		}

		// Another account's customer asks for a person first, then this
		// scope's, a minute later: had the first reached the stream, its
		// next change would be the other's time or count two.
		other := h.handedOffAs(h.other, twoOptions())
		h.clock.Advance(time.Minute)
		id := h.handedOff(twoOptions())
		if got, want := live.next("a confirmation starts waiting"), "1|"+h.updatedAt(h.sandbox, id); got != want {
			t.Fatalf("change = %q, want %q (another scope's confirmation reached the stream?)", got, want)
		}
		status, frag, _ := w.consoleDo(sb, "GET", "/console/inbox?fragment=1", nil, "")
		if status != http.StatusOK || !strings.HasPrefix(strings.TrimSpace(frag), `<div id="live"`) || strings.Contains(frag, "<html") {
			t.Fatalf("the live part: %d\n%s", status, frag)
		}
		if !strings.Contains(frag, `data-item="`+id+`"`) || !strings.Contains(frag, "can I speak to someone please") || strings.Contains(frag, other) {
			t.Errorf("the live part does not list %s alone:\n%s", id, frag)
		}
		if !strings.Contains(frag, `data-version="1|`+h.updatedAt(h.sandbox, id)+`"`) {
			t.Errorf("the live part's version is not the stream's:\n%s", frag)
		}

		// The customer writes again: the last message changes.
		h.clock.Advance(time.Minute)
		h.reply(id, sms("hello? anyone there?"))
		if got, want := live.next("a new customer message"), "1|"+h.updatedAt(h.sandbox, id); got != want {
			t.Errorf("change = %q, want %q", got, want)
		}
		_, frag, _ = w.consoleDo(sb, "GET", "/console/inbox?fragment=1", nil, "")
		if !strings.Contains(frag, "hello? anyone there?") {
			t.Errorf("the live part does not show the new message:\n%s", frag)
		}

		// Resolved, it leaves the queue.
		h.clock.Advance(time.Minute)
		if res := h.do("POST", "/v1/confirmations/"+id+"/resolve", h.sandbox, map[string]any{"status": "confirmed"}); res.Status != http.StatusOK {
			t.Fatalf("resolve: %d %s", res.Status, res.Raw)
		}
		if got := live.next("a confirmation leaves"); got != "0" {
			t.Errorf("change = %q, want \"0\"", got)
		}

		// The stream ends with its session.
		if status, _, loc := w.consoleDo(sb, "POST", "/console/sign-out", url.Values{}, ""); status != http.StatusSeeOther || loc != "/console/sign-in" {
			t.Fatalf("sign-out: %d %q", status, loc)
		}
		h.clock.Advance(confirm.ConsoleSessionTouch)
		select {
		case v, ok := <-live.changes:
			if ok {
				t.Errorf("after sign-out the stream sent %q", v)
			}
		case <-time.After(10 * time.Second):
			t.Errorf("the Inbox stream went on after sign-out")
		}
	})
}

// checkOpsInboxEvents insists that the first change of k's Inbox stream is
// k's own scope's signal, whatever waits in other scopes.
func (w *isolation) checkOpsInboxEvents(k *isoKey, _ *isoTarget) {
	w.t.Helper()
	sig, err := w.h.store.InboxSignal(w.t.Context(), k.scope)
	if err != nil {
		w.t.Fatal(err)
	}
	s := w.openStream(k.ops, "/console/inbox/events")
	defer s.close()
	if got := s.next(k.name + ": Inbox stream"); got != sig.String() {
		w.t.Errorf("%s: Inbox stream starts at %q, want its own scope's %q", k.name, got, sig.String())
	}
}
