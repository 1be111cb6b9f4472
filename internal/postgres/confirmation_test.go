package postgres_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/postgres"
)

// seedID is the id of the i-th seeded copy.
func seedID(i int) string { return fmt.Sprintf("cf_%024d", i) }

// seedDue stores n in-progress confirmations of scope, the first due at wake
// and each next one a millisecond later, and returns their ids, earliest
// first. The first goes through the store and the rest are copied from it
// in SQL: a hundred thousand creates one by one would take minutes.
func seedDue(tb testing.TB, s *postgres.Store, url string, scope confirm.Scope, n int, wake time.Time) []string {
	tb.Helper()
	ctx := context.Background()
	c := newConfirmation(scope, t0.Add(-time.Hour))
	c.ID = seedID(0)
	c.Status = confirm.StatusInProgress
	c.WebhookURL = "https://client.example/hooks/confirm"
	c.WakeAt = wake
	c.Engine.DeadlineAt = t0.Add(12 * time.Hour)
	c.AddEvent(t0.Add(-time.Hour), confirm.EventSystem, "", "Planned: email, then a text, then a call")
	c.AddEvent(t0.Add(-time.Hour), confirm.EventOut, confirm.ChannelEmail, "Is someone in on Tuesday between 08:00 and 12:00?")
	if err := s.CreateConfirmation(ctx, c, nil); err != nil {
		tb.Fatalf("CreateConfirmation: %v", err)
	}
	conn := postgres.TestConn(tb, url)
	for _, q := range []string{
		`INSERT INTO confirmations (id, account_id, sandbox, status, external_id, created_at, updated_at, doc, wake_at, lease_owner)
		 SELECT 'cf_' || lpad(i::text, 24, '0'), account_id, sandbox, status, external_id, created_at, updated_at, doc,
		     wake_at + i * interval '1 millisecond', lease_owner
		 FROM confirmations, generate_series(1, $2 - 1) AS i WHERE id = $1`,
		`INSERT INTO steps (confirmation_id, position, channel, state, due_at, attempts, sending_at, active_until)
		 SELECT 'cf_' || lpad(i::text, 24, '0'), position, channel, state, due_at, attempts, sending_at, active_until
		 FROM steps, generate_series(1, $2 - 1) AS i WHERE confirmation_id = $1`,
		`INSERT INTO events (confirmation_id, seq, at, kind, channel, text)
		 SELECT 'cf_' || lpad(i::text, 24, '0'), seq, at, kind, channel, text
		 FROM events, generate_series(1, $2 - 1) AS i WHERE confirmation_id = $1`,
	} {
		if _, err := conn.Exec(ctx, q, c.ID, n); err != nil {
			tb.Fatalf("seed: %v", err)
		}
	}
	if _, err := conn.Exec(ctx, "ANALYZE"); err != nil {
		tb.Fatalf("analyze: %v", err)
	}
	ids := make([]string, n)
	for i := range ids {
		ids[i] = seedID(i)
	}
	return ids
}

func TestClaimDueAcrossProcesses(t *testing.T) {
	t.Parallel()
	url := postgres.TestURL(t)
	p1, p2 := postgres.OpenTestURL(t, url), postgres.OpenTestURL(t, url)
	a := newAccount(t, p1)
	const n, limit = 500, 7
	ids := seedDue(t, p1, url, confirm.Scope{AccountID: a.ID, Sandbox: true}, n, t0.Add(-time.Hour))

	// Each process runs several claimers, as an engine with workers would,
	// so claims overlap within a process as well as across the two.
	var mu sync.Mutex
	owners := map[string][]string{} // id -> who claimed it
	var wg sync.WaitGroup
	for i := range 6 {
		s := []*postgres.Store{p1, p2}[i%2]
		owner := fmt.Sprintf("process-%d/worker-%d", i%2+1, i/2)
		wg.Go(func() {
			for {
				claims, err := s.ClaimDue(t.Context(), t0, owner, time.Hour, limit)
				if err != nil {
					t.Errorf("ClaimDue: %v", err)
					return
				}
				if len(claims) == 0 {
					return
				}
				mu.Lock()
				for _, c := range claims {
					owners[c.ID] = append(owners[c.ID], owner)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	for _, id := range ids {
		if len(owners[id]) != 1 {
			t.Errorf("%s claimed %d times, by %v; want once", id, len(owners[id]), owners[id])
			continue
		}
		c, err := p2.GetConfirmation(t.Context(), confirm.Scope{AccountID: a.ID, Sandbox: true}, id)
		if err != nil {
			t.Fatalf("GetConfirmation: %v", err)
		}
		if c.LeaseOwner != owners[id][0] || !c.WakeAt.Equal(t0.Add(time.Hour)) {
			t.Errorf("%s: LeaseOwner %q, WakeAt %s; want %q, %s", id, c.LeaseOwner, confirm.FormatTime(c.WakeAt),
				owners[id][0], confirm.FormatTime(t0.Add(time.Hour)))
		}
	}
	if len(owners) != n {
		t.Errorf("%d confirmations claimed, want %d", len(owners), n)
	}
}

func TestClaimDueEarliestFirst(t *testing.T) {
	t.Parallel()
	url := postgres.TestURL(t)
	s := postgres.OpenTestURL(t, url)
	a := newAccount(t, s)
	ids := seedDue(t, s, url, confirm.Scope{AccountID: a.ID, Sandbox: false}, 50, t0.Add(-time.Minute))
	claims, err := s.ClaimDue(t.Context(), t0, "engine-1", time.Minute, 20)
	if err != nil {
		t.Fatalf("ClaimDue: %v", err)
	}
	if len(claims) != 20 {
		t.Fatalf("ClaimDue claimed %d, want 20", len(claims))
	}
	for i, c := range claims {
		if c.ID != ids[i] || c.Scope != (confirm.Scope{AccountID: a.ID, Sandbox: false}) {
			t.Errorf("claims[%d] = %+v, want %s of %s (live)", i, c, ids[i], a.ID)
		}
	}
}

// BenchmarkUpdateClaimed saves batches of 100 confirmations out of 100,000,
// as the engine does after running their due steps: a step done, an event,
// a new wake time and the lease let go.
func BenchmarkUpdateClaimed(b *testing.B) {
	url := postgres.TestURL(b)
	s := postgres.OpenTestURL(b, url)
	a := newAccount(b, s)
	ids := seedDue(b, s, url, confirm.Scope{AccountID: a.ID, Sandbox: true}, 100_000, t0)
	const batch = 100
	now := t0
	next := 0
	for b.Loop() {
		now = now.Add(time.Second)
		if next+batch > len(ids) {
			next = 0
		}
		saved, err := s.UpdateClaimed(b.Context(), ids[next:next+batch], func(c *confirm.Confirmation) error {
			c.Steps[1].Attempts++
			c.AddEvent(now, confirm.EventOut, confirm.ChannelSMS, "Will someone be in on Tuesday? Reply in your own words.")
			c.WakeAt = now.Add(2 * time.Hour)
			c.LeaseOwner = ""
			c.Touch(now)
			return nil
		})
		if err != nil || len(saved) != batch {
			b.Fatalf("UpdateClaimed saved %d: %v", len(saved), err)
		}
		next += batch
	}
	b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "confirmations/s")
}

// BenchmarkDueCycle is the engine's round trip through the store with
// 100,000 confirmations due: claim a batch, mark each one's step as being
// sent (committed before anything goes out), then save the results, one in
// ten closing with a webhook. Its steps/s is the store's share of the
// engine's throughput.
func BenchmarkDueCycle(b *testing.B) {
	for _, batch := range []int{100, 200} {
		b.Run(fmt.Sprintf("batch=%d", batch), func(b *testing.B) {
			url := postgres.TestURL(b)
			s := postgres.OpenTestURL(b, url)
			a := newAccount(b, s)
			seedDue(b, s, url, confirm.Scope{AccountID: a.ID, Sandbox: true}, 100_000, t0.Add(-time.Hour))
			ctx := b.Context()
			now := t0
			steps := 0
			for b.Loop() {
				now = now.Add(10 * time.Millisecond)
				claims, err := s.ClaimDue(ctx, now, "bench", time.Minute, batch)
				if err != nil || len(claims) == 0 {
					b.Fatalf("ClaimDue claimed %d: %v", len(claims), err)
				}
				ids := make([]string, len(claims))
				for i, c := range claims {
					ids[i] = c.ID
				}
				_, err = s.UpdateClaimed(ctx, ids, func(c *confirm.Confirmation) error {
					c.Steps[1].SendingAt = now
					return nil
				})
				if err != nil {
					b.Fatalf("UpdateClaimed (sending): %v", err)
				}
				saved, err := s.UpdateClaimed(ctx, ids, func(c *confirm.Confirmation) error {
					c.Steps[1].SendingAt = time.Time{}
					c.Steps[1].State = confirm.StepDelivered
					c.AddEvent(now, confirm.EventOut, confirm.ChannelSMS, "Will someone be in on Tuesday? Reply in your own words.")
					c.LeaseOwner = ""
					c.Touch(now)
					if c.ID[len(c.ID)-1] == '0' {
						c.Status = confirm.StatusUnreachable
						c.WakeAt = time.Time{}
						return c.QueueWebhook(now)
					}
					c.WakeAt = now.Add(2 * time.Hour)
					return nil
				})
				if err != nil {
					b.Fatalf("UpdateClaimed (results): %v", err)
				}
				steps += len(saved)
			}
			b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "steps/s")
		})
	}
}
