package storetest

import (
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// OutcomeCountsFold checks that the outcome statistics are exact while
// concurrent creates and saves record their changes, before and after
// FoldOutcomeCounts folds them, and that a fold with nothing left to
// fold moves nothing.
func OutcomeCountsFold(t *testing.T, s confirm.Store) {
	ctx := t.Context()
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID}
	day := time.Date(2026, 11, 18, 8, 0, 0, 0, time.UTC)
	const n, workers = 48, 8
	cs := make([]*confirm.Confirmation, n)
	for i := range cs {
		c := newConfirmation(scope, day.Add(time.Duration(i)*time.Second))
		c.Status = confirm.StatusConfirmed
		c.Steps[0].State, c.Steps[1].State = confirm.StepDelivered, confirm.StepDelivered
		c.Events = c.Events[:1]
		c.AddEvent(c.CreatedAt.Add(time.Duration(i+1)*time.Minute), confirm.EventIn, confirm.ChannelSMS, "yes")
		c.Outcome = &confirm.Outcome{Intent: confirm.IntentWillBeIn, Summary: "yes", Channel: confirm.ChannelSMS}
		cs[i] = c
	}
	concurrently := func(fn func(i int) error) {
		t.Helper()
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for w := range workers {
			wg.Go(func() {
				for i := w; i < n; i += workers {
					if err := fn(i); err != nil {
						errs <- err
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
	}
	figures := func(what string, want statsSummary) {
		t.Helper()
		totals, _, err := s.OutcomeStats(ctx, confirm.StatsQuery{Scope: scope, From: day, To: day})
		if err != nil {
			t.Fatalf("OutcomeStats: %v", err)
		}
		diff(t, what, want, summarize(totals))
	}
	fold := func() int {
		t.Helper()
		moved, err := s.FoldOutcomeCounts(ctx)
		if err != nil {
			t.Fatalf("FoldOutcomeCounts: %v", err)
		}
		return moved
	}
	const min = int64(60_000)
	// Nearest rank: the 24th and the 44th of 1 to 48 minutes.
	all := statsSummary{"", n, n, 0, 0, n, n, 0, 24 * min, 44 * min}

	fold() // what other tests of this database left
	concurrently(func(i int) error { return s.CreateConfirmation(ctx, cs[i], nil) })
	figures("figures of concurrent creates, not folded", all)
	if moved := fold(); moved < n {
		t.Fatalf("FoldOutcomeCounts moved %d changes after %d creates, want at least %d", moved, n, n)
	}
	figures("figures of concurrent creates, folded", all)
	if moved := fold(); moved != 0 {
		t.Fatalf("a second FoldOutcomeCounts moved %d changes, want 0", moved)
	}

	// Concurrent saves: half cancelled (their answers stay answers), the
	// other half given a failed delivery report; folded while they run.
	done := make(chan struct{})
	folded := make(chan error, 1)
	go func() {
		defer close(folded)
		for {
			select {
			case <-done:
				return
			default:
			}
			if _, err := s.FoldOutcomeCounts(ctx); err != nil {
				folded <- err
				return
			}
		}
	}()
	concurrently(func(i int) error {
		_, err := s.UpdateConfirmation(ctx, scope, cs[i].ID, func(c *confirm.Confirmation) error {
			if i%2 == 0 {
				c.Status = confirm.StatusCancelled
				return nil
			}
			_, err := c.RecordDelivery(confirm.DeliveryReport{Result: confirm.ResultFailed, Reason: confirm.FailureRefused, At: "2026-11-18T10:00:00Z"}, day.Add(96*time.Hour))
			return err
		})
		return err
	})
	close(done)
	if err := <-folded; err != nil {
		t.Fatalf("FoldOutcomeCounts during saves: %v", err)
	}
	saved := statsSummary{"", n, n, n / 2, n / 2, n, n, 0, 24 * min, 44 * min}
	figures("figures after concurrent saves, partly folded", saved)
	fold()
	figures("figures after concurrent saves, folded", saved)
}
