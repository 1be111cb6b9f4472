package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/dburl"
	"github.com/confirmd/confirmd/internal/gcpolicy"
)

type getsConfig struct {
	n        int
	duration time.Duration
	conns    int
	rounds   int
	profile  string
	// viewCacheMB is the memory for views kept, as confirmd serve's
	// CONFIRMD_VIEW_CACHE_MB.
	viewCacheMB int
	// warm reads every confirmation once before the rounds.
	warm bool
}

// gets compares GET /v1/confirmations/{id} with a bare net/http handler
// that serves the same bytes, in the same process and run: n
// confirmations are stored as for reads, then, round after round, the
// API and the bare handler each get a closed load of conns clients for
// the duration, in alternating order. The bare handler is what any API
// on net/http costs at least; the ratio says how much of the rest
// confirmd's own work (authentication, the request log, the store's
// read) takes.
func gets(ctx context.Context, w io.Writer, db *scratch, cfg getsConfig) (bool, error) {
	st, err := dburl.OpenKeeping(ctx, db.URL, cfg.viewCacheMB<<20)
	if err != nil {
		return false, err
	}
	defer st.Close()
	now := time.Now().UTC().Truncate(time.Millisecond)
	a, key, err := newAccount(ctx, st, now, 0)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(w, "confirmload gets: %s, %s confirmations, %d clients, %d rounds of %v each for the API and a bare handler, views kept in up to %d MiB\n",
		db.Kind, commas(cfg.n), cfg.conns, cfg.rounds, cfg.duration, cfg.viewCacheMB)
	ids, err := storeReads(ctx, w, st, a, cfg.n, now)
	if err != nil {
		return false, err
	}
	api, err := startAPI(st)
	if err != nil {
		return false, err
	}
	defer api.Close()
	gcpolicy.ApplyKeeping(os.Getenv, cfg.viewCacheMB<<20)

	// The bare handler serves the API's answer for one of them, byte for
	// byte, with the same Content-Type.
	probe := &client{addr: api.Addr, key: key}
	if err := probe.do(ctx, "GET", "/v1/confirmations/"+ids[len(ids)/2], nil, 200, nil); err != nil {
		return false, fmt.Errorf("reading a confirmation through the API: %w", err)
	}
	body := append([]byte(nil), probe.body.Bytes()...)
	if probe.conn != nil {
		probe.conn.Close()
	}
	bare, err := serveAPI(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write(body)
	}), nil)
	if err != nil {
		return false, err
	}
	defer bare.Close()
	fmt.Fprintf(w, "answer: %s bytes\n", commas(len(body)))
	if k, ok := st.(interface{ KeepsViews() bool }); ok {
		fmt.Fprintf(w, "the store keeps views in memory: %v\n", k.KeepsViews())
	}

	targets := []struct {
		name string
		addr string
		step func(c *client)
	}{
		{"API", api.Addr, func(c *client) {
			c.call(ctx, kindGet, "GET", "/v1/confirmations/"+ids[c.rnd.IntN(len(ids))], nil, 200, nil)
		}},
		{"bare", bare.Addr, func(c *client) { c.call(ctx, kindGet, "GET", "/v1/confirmations/bare", nil, 200, nil) }},
	}
	if cfg.warm {
		start := time.Now()
		if err := readEach(ctx, api.Addr, key, ids, cfg.conns); err != nil {
			return false, err
		}
		took := time.Since(start)
		fmt.Fprintf(w, "read each confirmation once in %v: %s requests/s, first reads\n", took.Round(time.Millisecond), commas(int(float64(len(ids))/took.Seconds())))
	}
	got := [2][]float64{}
	errs := 0
	for r := range cfg.rounds {
		order := []int{0, 1}
		if r%2 == 1 {
			order = []int{1, 0}
		}
		for _, t := range order {
			profile := ""
			if t == 0 && r == 0 {
				profile = cfg.profile
			}
			l := load{addr: targets[t].addr, key: key, conns: cfg.conns, duration: cfg.duration, kinds: []string{kindGet}, profile: profile}
			res, err := drive(ctx, l, targets[t].step)
			if err != nil {
				return false, err
			}
			all := res.Overall()
			slices.Sort(all.Lat)
			errs += all.Errors
			rps := float64(len(all.Lat)) / res.Elapsed.Seconds()
			got[t] = append(got[t], rps)
			fmt.Fprintf(w, "round %d %-4s %8s requests/s, p50 %s, p99 %s\n", r+1, targets[t].name, commas(int(rps)),
				ms(pct(all.Lat, 0.5)), ms(pct(all.Lat, 0.99)))
		}
	}
	apiRate, bareRate := median(got[0]), median(got[1])
	ratio := apiRate / max(bareRate, 1)
	fmt.Fprintf(w, "RESULT gets %s: API %s requests/s, bare handler %s requests/s (medians of %d rounds), API / bare %.2f\n",
		db.Kind, commas(int(apiRate)), commas(int(bareRate)), cfg.rounds, ratio)
	return printGoals(w, []goal{
		{What: "API / bare handler", Got: fmt.Sprintf("%.2f", ratio), Want: ">= 0.50", Met: ratio >= 0.5},
		{What: "errors", Got: commas(errs), Want: "0", Met: errs == 0},
	}), nil
}

// readEach reads every confirmation of ids once through the API at addr,
// with conns clients side by side.
func readEach(ctx context.Context, addr, key string, ids []string, conns int) error {
	var wg sync.WaitGroup
	errs := make([]error, conns)
	for i := range conns {
		wg.Go(func() {
			c := &client{addr: addr, key: key}
			defer func() {
				if c.conn != nil {
					c.conn.Close()
				}
			}()
			for j := i; j < len(ids); j += conns {
				if err := c.do(ctx, "GET", "/v1/confirmations/"+ids[j], nil, 200, nil); err != nil {
					errs[i] = fmt.Errorf("reading %s through the API: %w", ids[j], err)
					return
				}
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}
