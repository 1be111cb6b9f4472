package engine

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
)

// observed records what the engine and the sender report to metrics, one
// line per report.
type observed struct {
	mu    sync.Mutex
	lines []string
}

func (o *observed) add(line string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.lines = append(o.lines, line)
}

func (o *observed) ObserveStep(ch confirm.Channel, sandbox bool, err error) {
	o.add(fmt.Sprintf("%s sandbox=%v failed=%v", ch, sandbox, err != nil))
}

func (o *observed) ObserveWebhook(sandbox bool, a confirm.Attempt) {
	o.add(fmt.Sprintf("sandbox=%v status=%d failed=%v", sandbox, a.StatusCode, a.Error != ""))
}

// sorted returns the lines so far, sorted: the sends of a batch run in
// parallel.
func (o *observed) sorted() []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return slices.Sorted(slices.Values(o.lines))
}

func TestStepMetrics(t *testing.T) {
	t.Parallel()
	eachWorld(t, func(t *testing.T, w *world) {
		obs := &observed{}
		w.engine.Metrics = obs
		w.engine.Sandbox = channelFunc(func(ctx context.Context, m confirm.Message) (string, error) {
			if m.To == "bounce@example.com" {
				return "", errors.New("provider answered 550")
			}
			return "x", nil
		})
		w.create(confirm.CadenceDemo, func(n *confirm.NewConfirmation) {
			n.Customer.Email = "bounce@example.com"
			n.Customer.Phone = "+447400999999"
		})
		w.create(confirm.CadenceDemo)
		if err := w.store.OptOut(t.Context(), confirm.Scope{AccountID: w.account.ID}, "+447400999999", t0); err != nil {
			t.Fatal(err)
		}

		w.at(0)                // both emails: one bounces
		w.at(90 * time.Second) // both texts: one to a number that opted out
		want := []string{
			"email sandbox=true failed=false",
			"email sandbox=true failed=true",
			"sms sandbox=true failed=false",
		}
		if d := cmp.Diff(want, obs.sorted()); d != "" {
			t.Errorf("observed steps mismatch (-want +got):\n%s", d)
		}
	})
}

func TestWebhookMetrics(t *testing.T) {
	t.Parallel()
	ok, _ := senderRecorder(t, http.StatusNoContent)
	broken, _ := senderRecorder(t, http.StatusInternalServerError)
	store := newFakeStore()
	store.add("wh_ok", ok.URL, true, sendT0)
	store.add("wh_broken", broken.URL, true, sendT0)
	// A live delivery to a loopback address is refused before connecting.
	store.add("wh_refused", ok.URL, false, sendT0)
	// Nothing is sent for an account that no longer exists, so nothing
	// is observed.
	store.add("wh_orphan", ok.URL, true, sendT0)
	store.deliveries["wh_orphan"].AccountID = "acct_gone"

	obs := &observed{}
	s := newTestSender(t, store, clock.NewFake(sendT0), SenderConfig{})
	s.Metrics = obs
	mustRunDue(t, s, 4)
	want := []string{
		`sandbox=false status=0 failed=true`,
		`sandbox=true status=204 failed=false`,
		`sandbox=true status=500 failed=true`,
	}
	if d := cmp.Diff(want, obs.sorted()); d != "" {
		t.Errorf("observed attempts mismatch (-want +got):\n%s", d)
	}
}
