package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

type readsConfig struct {
	n        int
	duration time.Duration
	conns    int
	rate     int
	profile  string
}

// The kinds of request of the reads mode.
const (
	kindGet        = "get"
	kindList       = "list"
	kindListStatus = "list status"
	kindListNext   = "list next"
)

// readStatuses are the statuses the stored confirmations are given, one
// per i%10: 40% scheduled, 30% in progress, 20% confirmed, 10% cancelled.
var readStatuses = [10]confirm.Status{
	confirm.StatusScheduled, confirm.StatusScheduled, confirm.StatusScheduled, confirm.StatusScheduled,
	confirm.StatusInProgress, confirm.StatusInProgress, confirm.StatusInProgress,
	confirm.StatusConfirmed, confirm.StatusConfirmed,
	confirm.StatusCancelled,
}

// reads stores n confirmations of one account in a mix of statuses, starts
// the API on them and has conns clients read for the duration: half the
// requests get one confirmation by a random id, half page through the list,
// from the first page (a third of the time filtered by status) up to five
// pages on by nextCursor.
func reads(ctx context.Context, w io.Writer, db *scratch, cfg readsConfig) (bool, error) {
	st, err := db.Open(ctx)
	if err != nil {
		return false, err
	}
	defer st.Close()
	now := time.Now().UTC().Truncate(time.Millisecond)
	a, key, err := newAccount(ctx, st, now, 0)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(w, "confirmload reads: %s, %s confirmations (40%% scheduled, 30%% in progress, 20%% confirmed, 10%% cancelled), %d clients for %v\n",
		db.Kind, commas(cfg.n), cfg.conns, cfg.duration)
	ids, err := storeReads(ctx, w, st, a, cfg.n, now)
	if err != nil {
		return false, err
	}

	api, err := startAPI(st)
	if err != nil {
		return false, err
	}
	defer api.Close()
	filters := []confirm.Status{confirm.StatusScheduled, confirm.StatusInProgress, confirm.StatusConfirmed, confirm.StatusCancelled}
	l := load{addr: api.Addr, key: key, conns: cfg.conns, duration: cfg.duration,
		kinds: []string{kindGet, kindList, kindListStatus, kindListNext}, profile: cfg.profile}
	step := func(c *client) {
		if c.rnd.IntN(2) == 0 {
			c.call(ctx, kindGet, "GET", "/v1/confirmations/"+ids[c.rnd.IntN(len(ids))], nil, 200, nil)
			return
		}
		c.listStep(ctx, filters)
	}
	fmt.Fprintf(w, "closed load: %d clients, each asking again once answered\n", cfg.conns)
	res, err := drive(ctx, l, step)
	if err != nil {
		return false, err
	}
	res.print(w)
	all := res.Overall()
	rps := rate(len(all.Lat), res.Elapsed)
	goals := []goal{{What: "throughput", Got: commas(rps) + " requests/s", Want: ">= 5,000 requests/s", Met: rps >= 5000}}
	latency, errs, err := latencyGoal(ctx, w, l, cfg.rate, "requests", all, 10*time.Millisecond, step)
	if err != nil {
		return false, err
	}
	goals = append(goals, latency)
	goals = append(goals, goal{What: "errors", Got: commas(errs), Want: "0", Met: errs == 0})
	return printGoals(w, goals), nil
}

// storeReads stores n confirmations of account a for reading, created
// over the stretch of time before now, a tenth of a second apart, in the
// mix of readStatuses, and returns their ids.
func storeReads(ctx context.Context, w io.Writer, st confirm.Store, a *confirm.Account, n int, now time.Time) ([]string, error) {
	ids := make([]string, n)
	err := storeAll(ctx, w, st, n, 8, func(i int) (*confirm.Confirmation, error) {
		at := now.Add(-time.Duration(n-i) * 100 * time.Millisecond)
		c, err := requestFor("read", i, at).build(a, at)
		if err != nil {
			return nil, err
		}
		switch readStatuses[i%10] {
		case confirm.StatusInProgress:
			emailGone(c, at)
		case confirm.StatusConfirmed:
			emailGone(c, at)
			confirmed(c, at.Add(time.Minute))
		case confirm.StatusCancelled:
			if err := c.Cancel(at.Add(time.Minute), "order withdrawn"); err != nil {
				return nil, err
			}
		}
		ids[i] = c.ID
		return c, nil
	})
	return ids, err
}

// listWalk is where a client is in paging through the list.
type listWalk struct {
	cursor string
	query  url.Values
	left   int // pages still to read after this cursor
}

// listStep reads the next page of the client's walk through the list, or
// starts a new walk.
func (c *client) listStep(ctx context.Context, filters []confirm.Status) {
	walk, _ := c.state.(*listWalk)
	kind := kindListNext
	if walk == nil || walk.cursor == "" || walk.left == 0 {
		walk = &listWalk{query: url.Values{"limit": {"20"}}, left: 1 + c.rnd.IntN(5)}
		kind = kindList
		if c.rnd.IntN(3) == 0 {
			walk.query.Set("status", string(filters[c.rnd.IntN(len(filters))]))
			kind = kindListStatus
		}
		c.state = walk
	}
	q := walk.query
	if kind == kindListNext {
		q = url.Values{"cursor": {walk.cursor}}
		for k, v := range walk.query {
			q[k] = v
		}
		walk.left--
	}
	walk.cursor = ""
	c.call(ctx, kind, "GET", "/v1/confirmations?"+q.Encode(), nil, 200, func(page []byte) error {
		var err error
		walk.cursor, err = nextCursor(page)
		return err
	})
}

// nextCursor reads only the nextCursor of a page, "" for null. Decoding
// the whole page would cost the clients a good part of what the server
// spends on it, on the machine they share. nextCursor is the page's last
// member, and an unescaped quote cannot occur inside a string, so the last
// "nextCursor": is that member.
func nextCursor(page []byte) (string, error) {
	const key = `"nextCursor":`
	i := bytes.LastIndex(page, []byte(key))
	if i < 0 {
		return "", fmt.Errorf("the page has no nextCursor: %.200s", page)
	}
	var cur *string
	rest := bytes.TrimSuffix(bytes.TrimSpace(page[i+len(key):]), []byte("}"))
	if err := json.Unmarshal(rest, &cur); err != nil {
		return "", fmt.Errorf("nextCursor: %w", err)
	}
	if cur == nil {
		return "", nil
	}
	return *cur, nil
}
