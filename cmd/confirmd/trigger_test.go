package main

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/webhook"
)

const triggerSecret = "whsec_triggertestXH4bDnUqYOfdGgKMq1w2e3r4"

// TestTrigger sends a sample of every outcome to a receiver that checks
// the signature with the public webhook package, as a retailer's would.
func TestTrigger(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var got []string
	recv := httptest.NewServer(webhook.Handler(triggerSecret, func(_ context.Context, e webhook.Event) error {
		mu.Lock()
		defer mu.Unlock()
		s := e.Data.Status
		if e.Data.Outcome != nil {
			s += " " + e.Data.Outcome.Intent
		}
		got = append(got, s)
		return nil
	}))
	defer recv.Close()

	out, _, err := cli(map[string]string{"CONFIRMD_SIGNING_SECRET": triggerSecret}, "trigger", "all", "--url", recv.URL)
	if err != nil {
		t.Fatalf("trigger all: %v\n%s", err, out)
	}
	want := []string{
		"confirmed will_be_in", "confirmed alternate_signer", "rescheduled reschedule",
		"action_needed different_day", "action_needed cancel", "action_needed wrong_person",
		"action_needed opt_out", "action_needed wants_human", "action_needed unclear",
		"unreachable no_answer",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("events received mismatch (-want +got):\n%s", d)
	}
	if n := strings.Count(out, ": 204 ("); n != len(want) {
		t.Errorf("trigger printed %d answers of 204, want %d:\n%s", n, len(want), out)
	}

	// A wrong secret: the receiver refuses (401), and trigger says so.
	out, _, err = cli(nil, "trigger", "confirmed", "--url", recv.URL, "--secret", "whsec_wrongsecretXH4bDnUqYOfdGgKMq1w2e3r4")
	if err == nil || !strings.Contains(out, "confirmed") || !strings.Contains(out, ": 401 (") {
		t.Errorf("a wrong secret: %v\n%s", err, out)
	}
	for _, args := range [][]string{
		{"trigger", "maybe", "--url", recv.URL, "--secret", triggerSecret},
		{"trigger", "confirmed", "--secret", triggerSecret},
		{"trigger", "confirmed", "--url", recv.URL},
	} {
		if _, _, err := cli(nil, args...); exitCode(err) != 2 {
			t.Errorf("confirmd %s: %v, want a usage error", strings.Join(args, " "), err)
		}
	}
}

// TestTriggerStandardWebhooks adds the Standard Webhooks headers when the
// server would, and they verify with the public package.
func TestTriggerStandardWebhooks(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var problems []string
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		defer mu.Unlock()
		if err := webhook.VerifyStandard(triggerSecret, body, r.Header, time.Now(), webhook.DefaultTolerance); err != nil {
			problems = append(problems, "standard: "+err.Error())
		}
		if err := webhook.VerifyWithTimestamp(triggerSecret, body, r.Header.Get(webhook.SignatureHeader), r.Header.Get(webhook.TimestampHeader), time.Now(), webhook.DefaultTolerance); err != nil {
			problems = append(problems, "timestamp: "+err.Error())
		}
		if r.Header.Get(webhook.DeliveryHeader) == "" || !strings.HasPrefix(r.Header.Get("User-Agent"), "confirmd/") {
			problems = append(problems, "headers: "+r.Header.Get(webhook.DeliveryHeader)+" "+r.Header.Get("User-Agent"))
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer recv.Close()
	env := map[string]string{"CONFIRMD_STANDARD_WEBHOOKS": "true", "CONFIRMD_WEBHOOK_SIGN_TIMESTAMP": "true"}
	out, _, err := cli(env, "trigger", "wants_human", "--url", recv.URL, "--secret", triggerSecret)
	if err != nil || !strings.Contains(out, ": 204 (") {
		t.Fatalf("trigger: %v\n%s", err, out)
	}
	if len(problems) > 0 {
		t.Errorf("the receiver found: %v", problems)
	}
}
