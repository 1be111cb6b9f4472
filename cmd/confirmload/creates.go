package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

type createsConfig struct {
	duration time.Duration
	conns    int
	rate     int
	profile  string
}

// createLimit is the load account's create limit per client IP and hour:
// high enough never to be met.
const createLimit = 1_000_000_000

// creates has conns clients POST valid creates through the API for the
// duration, each with its own external id and customer, then stores as
// many confirmations, built the same way, straight through the store with
// as many workers: the floor the API's work is compared with.
func creates(ctx context.Context, w io.Writer, db *scratch, cfg createsConfig) (bool, error) {
	st, err := db.Open(ctx)
	if err != nil {
		return false, err
	}
	defer st.Close()
	defer startFolder(ctx, st)()
	now := time.Now().UTC().Truncate(time.Millisecond)
	a, key, err := newAccount(ctx, st, now, createLimit)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(w, "confirmload creates: %s, %d clients for %v, then the store alone with %d workers\n",
		db.Kind, cfg.conns, cfg.duration, cfg.conns)
	b := make([]byte, 4)
	rand.Read(b)
	run := "load-" + hex.EncodeToString(b)

	api, err := startAPI(st)
	if err != nil {
		return false, err
	}
	defer api.Close()
	var next atomic.Int64
	l := load{addr: api.Addr, key: key, conns: cfg.conns, duration: cfg.duration, kinds: []string{"create"}, profile: cfg.profile}
	step := func(c *client) {
		body, err := json.Marshal(requestFor(run, int(next.Add(1)), now).body())
		if err != nil {
			panic(err) // a map of strings always encodes
		}
		c.call(ctx, "create", "POST", "/v1/confirmations", body, 201, nil)
	}
	fmt.Fprintf(w, "closed load: %d clients, each creating again once answered\n", cfg.conns)
	res, err := drive(ctx, l, step)
	if err != nil {
		return false, err
	}
	res.print(w)
	made := res.Overall()
	apiRate := rate(len(made.Lat), res.Elapsed)
	fmt.Fprintf(w, "API: %s creates/s, the slowest whole second %s\n", commas(apiRate), commas(made.slowestSecond(res.Elapsed)))

	floor, took, err := storeFloor(ctx, st, a, run+"-floor", len(made.Lat), cfg.conns, now)
	if err != nil {
		return false, err
	}
	floorRate := rate(len(floor.Lat), took)
	ratio := float64(apiRate) / float64(max(floorRate, 1))
	fmt.Fprintf(w, "store alone: %s creates in %v = %s creates/s, p50 %s, p99 %s\n",
		commas(len(floor.Lat)), took.Round(time.Millisecond), commas(floorRate), ms(pct(floor.Lat, 0.5)), ms(pct(floor.Lat, 0.99)))
	fmt.Fprintf(w, "API / store alone: %.2f\n", ratio)
	goals := []goal{{What: "throughput", Got: commas(apiRate) + " creates/s", Want: ">= 500 creates/s", Met: apiRate >= 500}}
	latency, errs, err := latencyGoal(ctx, w, l, cfg.rate, "creates", made, 20*time.Millisecond, step)
	if err != nil {
		return false, err
	}
	goals = append(goals, latency)
	goals = append(goals,
		goal{What: "API / store alone", Got: fmt.Sprintf("%.2f", ratio), Want: ">= 0.50", Met: ratio >= 0.5},
		goal{What: "errors", Got: commas(errs), Want: "0", Met: errs == 0})
	return printGoals(w, goals), nil
}

// body is the JSON body of the request's POST /v1/confirmations.
func (r request) body() map[string]any {
	return map[string]any{
		"externalId": r.ExternalID,
		"customer":   map[string]any{"name": r.Customer.Name, "email": r.Customer.Email, "phone": r.Customer.Phone},
		"order": map[string]any{
			"ref": r.ExternalID, "date": r.Date, "window": map[string]string{"from": "08:00", "to": "12:00"},
			"items": []map[string]string{{"name": r.Item}},
		},
		"cadence": "standard",
	}
}

// storeFloor stores n confirmations built as the API builds them, with
// workers parallel calls of CreateConfirmation, and times each.
func storeFloor(ctx context.Context, st confirm.Store, a *confirm.Account, run string, n, workers int, now time.Time) (*sample, time.Duration, error) {
	var (
		mu  sync.Mutex
		lat []time.Duration
	)
	start := time.Now()
	err := parallel(ctx, n, workers, func(i int) error {
		t := time.Now()
		c, err := requestFor(run, i, now).build(a, t.UTC().Truncate(time.Millisecond))
		if err != nil {
			return err
		}
		if err := st.CreateConfirmation(ctx, c, nil); err != nil {
			return err
		}
		d := time.Since(t)
		mu.Lock()
		lat = append(lat, d)
		mu.Unlock()
		return nil
	})
	took := time.Since(start)
	if err != nil {
		return nil, 0, err
	}
	slices.Sort(lat)
	return &sample{Kind: "store", Lat: lat}, took, nil
}
