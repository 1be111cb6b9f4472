package httpapi

import (
	"bytes"
	"net/http"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCancelAnswersTheStoredRecord cancels confirmations right after
// creating them, while the scheduler runs as in `confirmd serve` and is
// sending their emails, and requires the cancel's answer to be, byte for
// byte, what a read gives right after and what it still gives once the
// scheduler has stopped: nothing may change a cancelled confirmation, and
// the answer to a write is the record as stored.
func TestCancelAnswersTheStoredRecord(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		h.engine.Start(t.Context())
		const runs = 200
		answers := make(map[string]*response, runs)
		inFlight := 0 // cancels that caught the email on its way
		for range runs {
			id := h.create(h.sandbox, validBody())["id"].(string)
			res := h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, nil)
			if res.Status != http.StatusOK {
				t.Fatalf("cancel: status %d: %s", res.Status, res.Raw)
			}
			answers[id] = res
			if bytes.Contains(res.Raw, []byte("already on its way")) {
				inFlight++
			}
			got := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
			if !bytes.Equal(got.Raw, res.Raw) {
				t.Errorf("%s: a read right after the cancel differs from its answer (-cancel +get):\n%s\ncancel %s\nget    %s",
					id, cmp.Diff(res.Body, got.Body), res.Raw, got.Raw)
			}
		}
		h.engine.Stop() // the batch in hand is finished first
		t.Logf("%d of %d cancels caught the email on its way", inFlight, runs)
		for id, want := range answers {
			got := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
			if !bytes.Equal(got.Raw, want.Raw) {
				t.Errorf("%s changed after it was cancelled (-cancel +now):\n%s", id, cmp.Diff(want.Body, got.Body))
			}
		}
	})
}

// TestWriteAnswersAreTheStoredRecord checks every write that answers with a
// confirmation against a read right after, byte for byte, with no
// scheduler running: create, advance, a sandbox reply and cancel.
func TestWriteAnswersAreTheStoredRecord(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		same := func(what string, res *response, id string) {
			t.Helper()
			got := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
			if !bytes.Equal(got.Raw, res.Raw) {
				t.Errorf("%s: a read right after differs from the answer (-answer +get):\n%s", what, cmp.Diff(res.Body, got.Body))
			}
		}
		res := h.do("POST", "/v1/confirmations", h.sandbox, twoOptions())
		if res.Status != http.StatusCreated {
			t.Fatalf("create: %d %s", res.Status, res.Raw)
		}
		id := res.Body["confirmation"].(map[string]any)["id"].(string)
		same("create", res, id)
		for i := range 2 { // the email, then the text
			res = h.do("POST", "/v1/confirmations/"+id+"/advance", h.sandbox, nil)
			if res.Status != http.StatusOK {
				t.Fatalf("advance %d: %d %s", i, res.Status, res.Raw)
			}
			same("advance", res, id)
		}
		res = h.do("POST", "/v1/sandbox/confirmations/"+id+"/reply", h.sandbox, sms("hmm"))
		if res.Status != http.StatusOK {
			t.Fatalf("reply: %d %s", res.Status, res.Raw)
		}
		same("reply", res, id)
		res = h.do("POST", "/v1/confirmations/"+id+"/cancel", h.sandbox, map[string]any{"reason": "order withdrawn"})
		if res.Status != http.StatusOK {
			t.Fatalf("cancel: %d %s", res.Status, res.Raw)
		}
		same("cancel", res, id)
	})
}
