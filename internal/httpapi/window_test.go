package httpapi

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestNothingSentAfterTheWindowStarts creates standard confirmations through
// the API for a window that starts before any texting hour is left, and
// runs the scheduler with a fake clock: the create already shows the text
// and call skipped with the reason, only the email goes, and at the
// window's start the confirmation closes unreachable with its webhook. A
// demo confirmation for a window that has started runs all its steps.
func TestNothingSentAfterTheWindowStarts(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		monday := func(hhmm string) time.Time {
			v, err := time.Parse("2006-01-02 15:04", "2026-11-23 "+hhmm) // London is on UTC in November
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		bookedToday := func(cadence, from, to string) map[string]any {
			b := validBody()
			b["cadence"] = cadence
			o := b["order"].(map[string]any)
			o["date"] = "2026-11-23"
			o["window"] = map[string]any{"from": from, "to": to}
			return b
		}
		run := func(at time.Time) {
			t.Helper()
			h.clock.Set(at)
			if _, err := h.engine.RunDue(t.Context()); err != nil {
				t.Fatalf("RunDue: %v", err)
			}
		}
		get := func(id string) map[string]any {
			t.Helper()
			res := h.do("GET", "/v1/confirmations/"+id, h.sandbox, nil)
			if res.Status != http.StatusOK {
				t.Fatalf("get: %d %s", res.Status, res.Raw)
			}
			return res.Body["confirmation"].(map[string]any)
		}
		stepStates := func(c map[string]any) string {
			var out string
			for _, s := range c["steps"].([]any) {
				s := s.(map[string]any)
				out += fmt.Sprintf("%s:%s ", s["channel"], s["state"])
			}
			return out
		}
		systemEvents := func(c map[string]any) []string {
			var out []string
			for _, e := range c["events"].([]any) {
				if e := e.(map[string]any); e["kind"] == "system" {
					out = append(out, fmt.Sprintf("%s %s", e["channel"], e["text"]))
				}
			}
			return out
		}

		t.Run("standard, 09:00-10:00 today, created at 01:00", func(t *testing.T) {
			h.clock.Set(monday("01:00"))
			c := h.create(h.sandbox, bookedToday("standard", "09:00", "10:00"))
			id := c["id"].(string)
			if got, want := stepStates(c), "email:pending sms:skipped call:skipped "; got != want {
				t.Errorf("create: steps %s, want %s", got, want)
			}
			want := []string{
				"sms Text skipped: no time left between 09:00 and the window's start at 09:00.",
				"call Call skipped: no time left between 09:00 and the window's start at 09:00.",
			}
			if diff := cmp.Diff(want, systemEvents(c)); diff != "" {
				t.Errorf("create: system events mismatch (-want +got):\n%s", diff)
			}
			run(monday("01:00"))
			run(monday("08:59"))
			if c := get(id); c["status"] != "in_progress" || stepStates(c) != "email:delivered sms:skipped call:skipped " {
				t.Fatalf("at 08:59: %v %s", c["status"], stepStates(c))
			}
			run(monday("09:00"))
			c = get(id)
			if c["status"] != "unreachable" || countKind(c, "out", "sms") != 0 {
				t.Fatalf("at 09:00: %v %s; events %v", c["status"], stepStates(c), systemEvents(c))
			}
			hooks := h.webhooks(id)
			if len(hooks) != 1 || hooks[0]["status"] != "unreachable" || hooks[0]["updatedAt"] != c["updatedAt"] {
				t.Errorf("webhooks %v, want one with the closing", hooks)
			}
		})

		t.Run("standard, 08:00-09:00 today, created at 08:55", func(t *testing.T) {
			h.clock.Set(monday("08:55"))
			c := h.create(h.sandbox, bookedToday("standard", "08:00", "09:00"))
			id := c["id"].(string)
			want := []string{
				"sms Text skipped: the delivery window started at 08:00, and texts and calls are never sent once it has started.",
				"call Call skipped: the delivery window started at 08:00, and texts and calls are never sent once it has started.",
			}
			if diff := cmp.Diff(want, systemEvents(c)); diff != "" {
				t.Errorf("create: system events mismatch (-want +got):\n%s", diff)
			}
			run(monday("08:55")) // the email goes; nothing is left to wait for
			c = get(id)
			if c["status"] != "unreachable" || stepStates(c) != "email:delivered sms:skipped call:skipped " || countKind(c, "out", "email") != 1 {
				t.Fatalf("after the email: %v %s", c["status"], stepStates(c))
			}
			if n := len(h.webhooks(id)); n != 1 {
				t.Errorf("%d webhooks, want 1", n)
			}
		})

		t.Run("advance after the window started skips, never sends", func(t *testing.T) {
			h.clock.Set(monday("01:00"))
			id := h.create(h.sandbox, bookedToday("standard", "10:00", "11:00"))["id"].(string)
			run(monday("01:00"))
			h.clock.Set(monday("10:30"))
			res := h.do("POST", "/v1/confirmations/"+id+"/advance", h.sandbox, nil)
			if res.Status != http.StatusOK {
				t.Fatalf("advance: %d %s", res.Status, res.Raw)
			}
			c := res.Body["confirmation"].(map[string]any)
			if c["status"] != "unreachable" || stepStates(c) != "email:delivered sms:skipped call:skipped " || countKind(c, "out", "sms") != 0 {
				t.Errorf("advance: %v %s", c["status"], stepStates(c))
			}
		})

		t.Run("demo, window started, runs every step", func(t *testing.T) {
			created := monday("08:55")
			h.clock.Set(created)
			id := h.create(h.sandbox, bookedToday("demo", "08:00", "09:00"))["id"].(string)
			for _, d := range []time.Duration{0, 90 * time.Second, 180 * time.Second, 210 * time.Second, 300 * time.Second} {
				run(created.Add(d))
			}
			c := get(id)
			if c["status"] != "unreachable" || stepStates(c) != "email:delivered sms:delivered call:unanswered " {
				t.Errorf("demo: %v %s", c["status"], stepStates(c))
			}
		})
	})
}
