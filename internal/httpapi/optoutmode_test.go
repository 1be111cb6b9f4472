package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestOptOutPerMode: a STOP played through the sandbox silences the number
// in the account's sandbox only: the live customer's texts and calls are
// still planned and a person may still text them. A live STOP silences
// the number in the sandbox too.
func TestOptOutPerMode(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, h *harness) {
		played := h.started(twoOptions(), 2)
		h.reply(played, sms("STOP"))

		if s := stepStates(h.create(h.sandbox, twoOptions())); s != "email:pending sms:skipped call:skipped" {
			t.Errorf("a sandbox confirmation after a sandbox STOP: %s, want its text and call skipped", s)
		}
		liveBody := h.create(h.live, liveOptions())
		if s := stepStates(liveBody); strings.Contains(s, "skipped") {
			t.Errorf("a live confirmation after a sandbox STOP: %s, want its text and call planned", s)
		}

		// A person of the retailer may still text the live customer.
		live := liveBody["id"].(string)
		_, err := h.store.UpdateConfirmation(t.Context(), confirm.Scope{AccountID: h.account.ID}, live, func(c *confirm.Confirmation) error {
			c.Status = confirm.StatusActionNeeded
			c.Outcome = &confirm.Outcome{Intent: confirm.IntentWantsHuman, Summary: "Customer asked to speak to a person"}
			for i := range c.Steps {
				c.Steps[i].State = confirm.StepCancelled
			}
			c.WakeAt = time.Time{}
			c.Wait(h.clock.Now())
			c.Touch(h.clock.Now())
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		h.clock.Set(time.Date(2026, 11, 23, 11, 0, 0, 0, time.UTC))
		res := h.do("POST", "/v1/confirmations/"+live+"/messages", h.live, map[string]any{"channel": "sms", "text": "We will call you."})
		if res.Status != http.StatusCreated {
			t.Errorf("a person's live text after a sandbox STOP: %d %s, want 201", res.Status, res.Raw)
		}

		// A live STOP silences the sandbox too.
		if err := h.store.OptOut(t.Context(), confirm.Scope{AccountID: h.account.ID}, "+447400123456", h.clock.Now()); err != nil {
			t.Fatal(err)
		}
		if s := stepStates(h.create(h.live, liveOptions())); s != "email:pending sms:skipped call:skipped" {
			t.Errorf("a live confirmation after a live STOP: %s", s)
		}
		if s := stepStates(h.create(h.sandbox, twoOptions())); s != "email:pending sms:skipped call:skipped" {
			t.Errorf("a sandbox confirmation after a live STOP: %s", s)
		}
	})
}

// liveOptions is twoOptions for a live key, which keeps the standard
// cadence.
func liveOptions() map[string]any {
	b := twoOptions()
	delete(b, "cadence")
	return b
}
