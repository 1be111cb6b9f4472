package client_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestNew(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, base, key string
		opts            []client.Option
		want            string // in the error
	}{
		{"relative", "localhost:8080", "sk_test_x", nil, "baseURL"},
		{"no scheme", "//localhost:8080", "sk_test_x", nil, "baseURL"},
		{"ftp", "ftp://localhost", "sk_test_x", nil, "baseURL"},
		{"query", "http://localhost:8080?x=1", "sk_test_x", nil, "baseURL"},
		{"user", "http://u:p@localhost:8080", "sk_test_x", nil, "baseURL"},
		{"no key", "http://localhost:8080", "", nil, "apiKey is required"},
		{"blank key", "http://localhost:8080", "  ", nil, "apiKey is required"},
		{"key with newline", "http://localhost:8080", "sk_test_x\nX-Evil: 1", nil, "apiKey must not contain"},
		{"nil http client", "http://localhost:8080", "sk_test_x", []client.Option{client.WithHTTPClient(nil)}, "WithHTTPClient"},
		{"negative retries", "http://localhost:8080", "sk_test_x", []client.Option{client.WithRetries(-1, 0)}, "WithRetries"},
		{"negative backoff", "http://localhost:8080", "sk_test_x", []client.Option{client.WithRetries(1, -time.Second)}, "WithRetries"},
		{"two-line agent", "http://localhost:8080", "sk_test_x", []client.Option{client.WithUserAgent("a\r\nb")}, "WithUserAgent"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := client.New(tt.base, tt.key, tt.opts...)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("New(%q, %q) = %v, want an error naming %s", tt.base, tt.key, err, tt.want)
			}
		})
	}
}

func TestCreateAndGet(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		// Each form of the base address reaches /v1.
		for _, base := range []string{srv.URL, srv.URL + "/", srv.URL + "/v1", srv.URL + "/v1/"} {
			c := newClient(t, base, srv.SandboxKey)
			req := request("SO-1042")
			req.Customer.First = "ignored" // only the service sets it; not sent
			cf := mustCreate(t, c, req)

			want := &client.Confirmation{
				Status: client.StatusScheduled, ExternalID: "SO-1042", Sandbox: true,
				Brand:    req.Brand,
				Customer: client.Customer{Name: "Jane Smith", First: "Jane", Phone: "+447400123456", Email: "jane@example.com"},
				Order: client.Order{
					Ref: "A-1", Type: "delivery", Date: "2026-11-24", Window: client.Window{From: "08:00", To: "12:00"},
					Timezone: "Europe/London", Items: req.Order.Items, Address: req.Order.Address,
					RescheduleOptions: req.Order.RescheduleOptions,
				},
				Cadence: client.CadenceDemo,
				Steps: []client.Step{
					{Channel: client.ChannelEmail, State: client.StepPending, DueAt: apitest.Now},
					{Channel: client.ChannelSMS, State: client.StepPending, DueAt: apitest.Now.Add(90 * time.Second)},
					{Channel: client.ChannelCall, State: client.StepPending, DueAt: apitest.Now.Add(180 * time.Second)},
				},
				Events:    []client.Event{},
				CreatedAt: apitest.Now,
				UpdatedAt: apitest.Now,
			}
			ignore := cmpopts.IgnoreFields(client.Confirmation{}, "ID", "Raw")
			if diff := cmp.Diff(want, cf, ignore); diff != "" {
				t.Errorf("%s: created mismatch (-want +got):\n%s", base, diff)
			}
			if !strings.HasPrefix(cf.ID, "cf_") || len(cf.ID) != 27 {
				t.Errorf("id %q", cf.ID)
			}
			var raw map[string]any
			if err := json.Unmarshal(cf.Raw, &raw); err != nil || raw["id"] != cf.ID || raw["updatedAt"] != "2026-11-22T10:00:00.000Z" {
				t.Errorf("Raw is not the server's JSON: %v %s", err, cf.Raw)
			}

			got, err := c.Get(t.Context(), cf.ID)
			if err != nil {
				t.Fatalf("Get: %v", err)
			}
			if diff := cmp.Diff(cf, got); diff != "" {
				t.Errorf("Get mismatch (-want +got):\n%s", diff)
			}
		}
	})
}

func TestCreateInvalid(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		req := request("SO-1")
		req.Customer.Email = "not an address"
		req.Order.Date = "2026-11-01"
		req.Order.Items = append(req.Order.Items, client.Item{Name: "", Qty: 2})
		_, err := c.Create(t.Context(), req)
		var apiErr *client.Error
		if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest {
			t.Fatalf("Create = %v, want an *Error with 400", err)
		}
		if len(apiErr.Problems) != 3 {
			t.Fatalf("problems %q, want 3", apiErr.Problems)
		}
		if apiErr.Message != strings.Join(apiErr.Problems, "; ") || err.Error() != apiErr.Message {
			t.Errorf("message %q is not the problems joined: %q", apiErr.Message, apiErr.Problems)
		}
		for path, want := range map[string]int{"customer": 1, "customer.email": 1, "order": 2, "order.date": 1, "order.items": 1, "order.items[1]": 1, "order.items[0]": 0, "order.window": 0, "cust": 0} {
			if got := apiErr.ProblemsOf(path); len(got) != want {
				t.Errorf("ProblemsOf(%q) = %q, want %d", path, got, want)
			}
		}

		// An empty request has a problem for each required field.
		_, err = c.Create(t.Context(), client.CreateRequest{})
		if !errors.As(err, &apiErr) || apiErr.StatusCode != 400 || len(apiErr.Problems) == 0 {
			t.Errorf("empty request: %v", err)
		}
	})
}

func TestCreateIdempotent(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		req := request("SO-7")
		req.IdempotencyKey = "order-A-7"
		first := mustCreate(t, c, req)
		again := mustCreate(t, c, req)
		if again.ID != first.ID {
			t.Errorf("the same key created %s and %s", first.ID, again.ID)
		}
		req.ExternalID = "SO-8"
		_, err := c.Create(t.Context(), req)
		var apiErr *client.Error
		if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusConflict || !strings.Contains(apiErr.Message, "order-A-7") {
			t.Errorf("same key, other body: %v", err)
		}

		// Without a key each call is a new confirmation.
		req.IdempotencyKey = ""
		a, b := mustCreate(t, c, req), mustCreate(t, c, req)
		if a.ID == b.ID {
			t.Errorf("two creates without a key gave one confirmation")
		}
	})
}

// A create whose answer is lost is retried with the key the client made up,
// and the server answers the retry with the first confirmation.
func TestCreateRetryIsSafe(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		p := newProxy(t, srv.URL)
		p.set(func(w http.ResponseWriter, r *http.Request, n int) bool {
			if r.Method == http.MethodPost && n == 1 {
				// Let the server create it, then lose the answer.
				rec := httptest.NewRecorder()
				p.forward(rec, r)
				if rec.Code != http.StatusCreated {
					t.Errorf("first attempt: %d %s", rec.Code, rec.Body)
				}
				panic(http.ErrAbortHandler)
			}
			return false
		})
		c := newClient(t, p.URL, srv.SandboxKey, client.WithRetries(2, 0))
		cf := mustCreate(t, c, request("SO-9"))
		keys := p.header("Idempotency-Key")
		if p.count("POST", "/v1/confirmations") != 2 || len(keys) != 2 || keys[0] != keys[1] || !strings.HasPrefix(keys[0], "confirmd-go-") {
			t.Errorf("attempts %d with keys %q, want 2 with one generated key", p.count("POST", "/v1/confirmations"), keys)
		}
		page, err := c.List(t.Context(), client.ListOptions{})
		if err != nil || len(page.Confirmations) != 1 || page.Confirmations[0].ID != cf.ID {
			t.Errorf("after a retried create the account holds %v (%v), want only %s", page, err, cf.ID)
		}
	})
}

func TestRateLimit(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		if err := srv.SetLimit(1); err != nil {
			t.Fatal(err)
		}
		tr := &countingTransport{}
		// Retries on: a 429 must still be tried once only.
		c := newClient(t, srv.URL, srv.SandboxKey, client.WithHTTPClient(&http.Client{Transport: tr}), client.WithRetries(3, 0))
		mustCreate(t, c, request("SO-1"))
		_, err := c.Create(t.Context(), request("SO-2"))
		var rl *client.RateLimitError
		if !errors.As(err, &rl) {
			t.Fatalf("Create past the limit = %v, want a *RateLimitError", err)
		}
		if rl.RetryAfter != 0 || rl.Err.StatusCode != 429 || err.Error() != "rate limit exceeded: 1 confirmations per hour" {
			t.Errorf("rate limit error %+v %q", rl, err)
		}
		var apiErr *client.Error
		if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusTooManyRequests {
			t.Errorf("errors.As(*Error) on a 429: %v", apiErr)
		}
		if n := tr.n.Load(); n != 2 {
			t.Errorf("%d requests, want 2: a 429 is not retried", n)
		}
	})
}

func TestRetryAfterHeader(t *testing.T) {
	t.Parallel()
	p := newProxy(t, "http://127.0.0.1:1") // nothing is forwarded
	header := ""
	p.set(func(w http.ResponseWriter, r *http.Request, n int) bool {
		w.Header().Set("Retry-After", header)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusTooManyRequests)
		w.Write([]byte(`{"error": "slow down"}`))
		return true
	})
	c := newClient(t, p.URL, "sk_test_x")
	for _, tt := range []struct {
		header string
		want   time.Duration
	}{
		{"120", 2 * time.Minute},
		{"0", 0},
		{"-5", 0},
		{"soon", 0},
		{time.Now().Add(time.Hour).UTC().Format(http.TimeFormat), time.Hour},
		{"9999999999", 24 * time.Hour},
	} {
		header = tt.header
		_, err := c.Create(t.Context(), request("x"))
		var rl *client.RateLimitError
		if !errors.As(err, &rl) {
			t.Fatalf("Retry-After %q: %v", tt.header, err)
		}
		if d := rl.RetryAfter - tt.want; d < -2*time.Second || d > 2*time.Second {
			t.Errorf("Retry-After %q gave %s, want %s", tt.header, rl.RetryAfter, tt.want)
		}
		if tt.want > 0 && !strings.Contains(err.Error(), "slow down (retry after") {
			t.Errorf("message %q", err)
		}
	}
}

func TestErrors(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		cf := mustCreate(t, c, request("SO-1"))
		other := newClient(t, srv.URL, srv.OtherKey)
		live := newClient(t, srv.URL, srv.LiveKey)
		wrong := newClient(t, srv.URL, "sk_test_wrong")
		ctx := t.Context()

		for _, tt := range []struct {
			name   string
			call   func() error
			status int
			msg    string
		}{
			{"wrong key", func() error { _, err := wrong.Get(ctx, cf.ID); return err }, 401, "invalid API key"},
			{"unknown id", func() error { _, err := c.Get(ctx, "cf_000000000000000000000000"); return err }, 404, "confirmation not found"},
			{"another account's id", func() error { _, err := other.Get(ctx, cf.ID); return err }, 404, "confirmation not found"},
			{"sandbox id with a live key", func() error { _, err := live.Cancel(ctx, cf.ID, ""); return err }, 404, "confirmation not found"},
			{"odd id", func() error { _, err := c.Get(ctx, "../../healthz"); return err }, 404, "confirmation not found"},
			{"reply with a live key", func() error { _, err := live.SandboxReply(ctx, cf.ID, client.SMSReply("yes")); return err }, 404, "the sandbox endpoints take sandbox keys only"},
			{"bad limit", func() error { _, err := c.List(ctx, client.ListOptions{Limit: 101}); return err }, 400, "limit must be an integer from 1 to 100"},
			{"bad status", func() error { _, err := c.List(ctx, client.ListOptions{Status: "done"}); return err }, 400, "status must be one of"},
			{"bad cursor", func() error { _, err := c.List(ctx, client.ListOptions{Cursor: "nope"}); return err }, 400, "cursor is not a cursor returned by this API"},
		} {
			err := tt.call()
			var apiErr *client.Error
			if !errors.As(err, &apiErr) || apiErr.StatusCode != tt.status || !strings.HasPrefix(apiErr.Message, tt.msg) {
				t.Errorf("%s: %v, want %d %q", tt.name, err, tt.status, tt.msg)
			}
			var rl *client.RateLimitError
			if errors.As(err, &rl) {
				t.Errorf("%s: a %d came as a *RateLimitError", tt.name, tt.status)
			}
		}

		// An empty id is refused before anything is sent.
		for name, call := range map[string]func() error{
			"Get":          func() error { _, err := c.Get(ctx, ""); return err },
			"Cancel":       func() error { _, err := c.Cancel(ctx, "", ""); return err },
			"Advance":      func() error { _, err := c.Advance(ctx, ""); return err },
			"SandboxReply": func() error { _, err := c.SandboxReply(ctx, "", client.SMSReply("x")); return err },
		} {
			err := call()
			var apiErr *client.Error
			if err == nil || errors.As(err, &apiErr) || !strings.Contains(err.Error(), "id is required") {
				t.Errorf("%s with no id: %v", name, err)
			}
		}
	})
}

func TestCancel(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		ctx := t.Context()
		cf := mustCreate(t, c, request("SO-1"))
		got, err := c.Cancel(ctx, cf.ID, "order withdrawn")
		if err != nil {
			t.Fatalf("Cancel: %v", err)
		}
		if got.Status != client.StatusCancelled || got.CancelReason != "order withdrawn" || got.Status.Open() {
			t.Errorf("cancelled: %s %q", got.Status, got.CancelReason)
		}
		for _, s := range got.Steps {
			if s.State != client.StepCancelled {
				t.Errorf("step %s is %s after cancel", s.Channel, s.State)
			}
		}
		if last := got.Events[len(got.Events)-1]; last.Kind != client.EventSystem || !strings.Contains(last.Text, "order withdrawn") {
			t.Errorf("last event %+v", last)
		}
		_, err = c.Cancel(ctx, cf.ID, "")
		var apiErr *client.Error
		if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusConflict || apiErr.Message != "confirmation is already cancelled" {
			t.Errorf("second cancel: %v", err)
		}

		// Without a reason no body is sent; a reason too long is a 400
		// naming the field.
		cf = mustCreate(t, c, request("SO-2"))
		if _, err := c.Cancel(ctx, cf.ID, strings.Repeat("x", 1001)); !errors.As(err, &apiErr) || apiErr.ProblemsOf("reason") == nil {
			t.Errorf("long reason: %v", err)
		}
		if got, err := c.Cancel(ctx, cf.ID, ""); err != nil || got.CancelReason != "" || got.Status != client.StatusCancelled {
			t.Errorf("cancel without a reason: %v %+v", err, got)
		}
	})
}

func TestAdvance(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		ctx := t.Context()
		cf := mustCreate(t, c, request("SO-1"))
		var err error
		for i, want := range []client.Channel{client.ChannelEmail, client.ChannelSMS} {
			if cf, err = c.Advance(ctx, cf.ID); err != nil {
				t.Fatalf("Advance %d: %v", i, err)
			}
			if cf.Status != client.StatusInProgress || cf.Steps[i].State != client.StepDelivered || cf.Steps[i].Channel != want {
				t.Errorf("after advance %d: %s, steps %+v", i, cf.Status, cf.Steps)
			}
			if last := cf.Events[len(cf.Events)-1]; last.Kind != client.EventOut || last.Channel != want || !last.At.Equal(apitest.Now) {
				t.Errorf("after advance %d the last event is %+v", i, last)
			}
		}
		// The third advance places the call, which rings.
		if cf, err = c.Advance(ctx, cf.ID); err != nil {
			t.Fatalf("Advance: %v", err)
		}
		if call := cf.Steps[2]; call.Channel != client.ChannelCall || call.Attempts != 1 {
			t.Errorf("after the third advance the call step is %+v", call)
		}
		// The ringing call rings out, and the last advance finds nothing left.
		for cf.Status.Open() {
			if cf, err = c.Advance(ctx, cf.ID); err != nil {
				t.Fatalf("Advance: %v", err)
			}
		}
		if cf.Status != client.StatusUnreachable || cf.Outcome == nil || cf.Outcome.Intent != client.IntentNoAnswer {
			t.Errorf("closed as %s %+v", cf.Status, cf.Outcome)
		}
		_, err = c.Advance(ctx, cf.ID)
		var apiErr *client.Error
		if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusConflict {
			t.Errorf("advance when closed: %v", err)
		}
	})
}

func TestSandboxReply(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		c := newClient(t, srv.URL, srv.SandboxKey)
		ctx := t.Context()
		hookURL, events := receiver(t, srv.SigningSecret)

		started := func(externalID string, advances int) *client.Confirmation {
			t.Helper()
			req := request(externalID)
			req.WebhookURL = hookURL
			cf := mustCreate(t, c, req)
			for range advances {
				if _, err := c.Advance(ctx, cf.ID); err != nil {
					t.Fatal(err)
				}
			}
			return cf
		}

		t.Run("before the text", func(t *testing.T) {
			cf := started("SO-0", 1)
			_, err := c.SandboxReply(ctx, cf.ID, client.SMSReply("yes"))
			var apiErr *client.Error
			if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusConflict {
				t.Errorf("a text before any was sent: %v", err)
			}
		})
		t.Run("invalid", func(t *testing.T) {
			cf := started("SO-00", 1)
			_, err := c.SandboxReply(ctx, cf.ID, client.Reply{Channel: client.ChannelEmail, Text: "hi"})
			var apiErr *client.Error
			if !errors.As(err, &apiErr) || apiErr.StatusCode != 400 || len(apiErr.ProblemsOf("choice")) != 1 || len(apiErr.ProblemsOf("text")) != 1 {
				t.Errorf("invalid reply: %v", err)
			}
		})
		t.Run("someone else confirms", func(t *testing.T) {
			cf := started("SO-1", 1)
			got, err := c.SandboxReply(ctx, cf.ID, client.EmailSomeoneElse("Tom Smith"))
			if err != nil {
				t.Fatal(err)
			}
			want := &client.Outcome{Intent: client.IntentAlternateSigner, SignerName: "Tom Smith", Channel: client.ChannelEmail}
			if diff := cmp.Diff(want, got.Outcome, cmpopts.IgnoreFields(client.Outcome{}, "Summary")); diff != "" || got.Status != client.StatusConfirmed || got.Outcome.Summary == "" {
				t.Errorf("%s, outcome mismatch (-want +got):\n%s", got.Status, diff)
			}
			e := next(t, events)
			if e.Data.ID != cf.ID || e.Data.Status != "confirmed" || e.Data.Outcome.SignerName != "Tom Smith" || !e.Data.UpdatedAt.Equal(got.UpdatedAt) {
				t.Errorf("webhook %+v", e.Data)
			}
		})
		t.Run("text confirms", func(t *testing.T) {
			cf := started("SO-2", 2)
			got, err := c.SandboxReply(ctx, cf.ID, client.SMSReply("Yes, I'll be in"))
			if err != nil || got.Status != client.StatusConfirmed || got.Outcome.Intent != client.IntentWillBeIn {
				t.Fatalf("text yes: %v %+v", err, got)
			}
			var in bool
			for _, e := range got.Events {
				in = in || e.Kind == client.EventIn && e.Channel == client.ChannelSMS && e.Text == "Yes, I'll be in"
			}
			if !in {
				t.Errorf("the reply is not in the timeline: %+v", got.Events)
			}
			next(t, events)
		})
		t.Run("text with notes, in a language", func(t *testing.T) {
			req := request("SO-2n")
			req.WebhookURL = hookURL
			req.Customer.Language = "es-MX"
			cf := mustCreate(t, c, req)
			if cf.Customer.Language != "es-MX" {
				t.Errorf("language given back as %q", cf.Customer.Language)
			}
			for range 2 {
				if _, err := c.Advance(ctx, cf.ID); err != nil {
					t.Fatal(err)
				}
			}
			got, err := c.SandboxReply(ctx, cf.ID, client.SMSReply("Yes, my neighbour Sue at number 12 will take it, gate code 4321"))
			if err != nil || got.Outcome == nil {
				t.Fatalf("reply: %v %+v", err, got)
			}
			if got.Outcome.SignerName != "Sue" || !strings.Contains(got.Outcome.Notes, "gate code 4321") || !strings.Contains(got.Outcome.Notes, "number 12") {
				t.Errorf("outcome %+v", got.Outcome)
			}
			if e := next(t, events); e.Data.Outcome == nil || e.Data.Outcome.Notes != got.Outcome.Notes {
				t.Errorf("webhook outcome %+v, want notes %q", e.Data.Outcome, got.Outcome.Notes)
			}
		})
		t.Run("slot reschedules", func(t *testing.T) {
			cf := started("SO-3", 1)
			got, err := c.SandboxReply(ctx, cf.ID, client.EmailSlot(0))
			if err != nil || got.Status != client.StatusRescheduled || got.Order.Date != "2026-11-25" || got.Outcome.Slot == nil || got.Outcome.Slot.Window.From != "12:00" {
				t.Fatalf("slot: %v %+v", err, got)
			}
			if e := next(t, events); e.Data.Order.Date != "2026-11-25" {
				t.Errorf("webhook order %+v", e.Data.Order)
			}
		})
		t.Run("call", func(t *testing.T) {
			cf := started("SO-4", 3)
			got, err := c.SandboxReply(ctx, cf.ID, client.CallUnanswered())
			if err != nil || !got.Status.Open() {
				t.Fatalf("call unanswered: %v %+v", err, got)
			}
			if _, err := c.SandboxReply(ctx, cf.ID, client.CallReply("yes")); err == nil {
				t.Errorf("a line on a call that rang out was taken")
			}
			got, err = c.SandboxReply(ctx, cf.ID, client.SMSReply("I need to speak to a person"))
			if err != nil || got.Status != client.StatusActionNeeded || got.Outcome.Intent != client.IntentWantsHuman {
				t.Fatalf("wants a person: %v %+v", err, got)
			}
			next(t, events)
		})
		t.Run("different day", func(t *testing.T) {
			cf := started("SO-5", 1)
			got, err := c.SandboxReply(ctx, cf.ID, client.EmailReply(client.ChoiceDifferentDay))
			if err != nil || got.Status != client.StatusActionNeeded || got.Outcome.Intent != client.IntentDifferentDay {
				t.Fatalf("different day: %v %+v", err, got)
			}
			next(t, events)
		})
	})
}

// The wire form of a reply is the one the contract gives.
func TestReplyJSON(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		r    client.Reply
		want string
	}{
		{client.EmailReply(client.ChoiceWillBeIn), `{"channel":"email","choice":"will_be_in"}`},
		{client.EmailSomeoneElse("Tom Smith"), `{"channel":"email","choice":"someone_else","signerName":"Tom Smith"}`},
		{client.EmailReply(client.ChoiceDifferentDay), `{"channel":"email","choice":"different_day"}`},
		{client.EmailSlot(0), `{"channel":"email","choice":"different_day","slot":0}`},
		{client.SMSReply("Yes, my husband Tom will be in"), `{"channel":"sms","text":"Yes, my husband Tom will be in"}`},
		{client.CallReply("I need another day"), `{"channel":"call","text":"I need another day"}`},
		{client.CallUnanswered(), `{"channel":"call","answered":false}`},
	} {
		b, err := json.Marshal(tt.r)
		if err != nil || !bytes.Equal(b, []byte(tt.want)) {
			t.Errorf("%+v encodes as %s, want %s", tt.r, b, tt.want)
		}
	}
}
