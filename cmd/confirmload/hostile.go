package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"

	"github.com/confirmd/confirmd/internal/clock"
	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/web"
)

type hostileConfig struct {
	n        int
	duration time.Duration
}

// The clients of the hostile mode: account B's readers, and account A's
// attackers of each kind.
const (
	hostileReaders   = 4
	hostileWriters   = 2
	hostileRepliers  = 2
	hostileResolvers = 1
)

// A's confirmations, per kind of attack. One written to, which has its 50
// messages after 50 attempts, 409 for the next 250 and 429 beyond the
// key's 300 an hour; two replied to, whose 100 replies each take 200.
const (
	writeTargets   = 1
	replyTargets   = 2
	resolveTargets = 2
)

// The kinds of A's attempts, in the order they are reported.
const (
	kindMessage      = "messages"
	kindReply        = "replies"
	kindResolve      = "resolves"
	kindSignIn       = "sign-ins"
	kindInboxStream  = "inbox streams"
	kindThreadStream = "thread streams"
)

var attackKinds = []string{kindMessage, kindReply, kindResolve, kindSignIn, kindInboxStream, kindThreadStream}

// hostile has one account (A) attack as hard as confirmd's limits let it
// while another account (B) reads its own confirmations, and measures B's
// latency, against B's latency alone just before: one key must not stall
// the others. A's writers post people's messages until the 50 of a
// confirmation (409) and the key's 300 an hour (429), and go on; its
// repliers play customers' texts until the 100 replies of a confirmation
// (409), and go on; its resolver sends the same resolution again and
// again; its stream opener signs in to the operators' console again and
// again and opens every live stream it can.
func hostile(ctx context.Context, w io.Writer, db *scratch, cfg hostileConfig) (bool, error) {
	st, err := db.Open(ctx)
	if err != nil {
		return false, err
	}
	defer st.Close()
	now := time.Now().UTC().Truncate(time.Millisecond)
	b, keyB, err := newAccount(ctx, st, now, 0)
	if err != nil {
		return false, err
	}
	a, keyA, err := newAccount(ctx, st, now, 0)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(w, "confirmload hostile: %s, account B: %s confirmations read by %d clients; account A: %d writers, %d repliers, %d resolver, 1 stream opener; for %v\n",
		db.Kind, commas(cfg.n), hostileReaders, hostileWriters, hostileRepliers, hostileResolvers, cfg.duration)
	idsB := make([]string, cfg.n)
	err = storeAll(ctx, w, st, cfg.n, 8, func(i int) (*confirm.Confirmation, error) {
		at := now.Add(-time.Duration(cfg.n-i) * 100 * time.Millisecond)
		c, err := requestFor("b", i, at).build(b, at)
		if err != nil {
			return nil, err
		}
		if i%2 == 1 {
			emailGone(c, at)
		}
		idsB[i] = c.ID
		return c, nil
	})
	if err != nil {
		return false, err
	}
	targets, err := storeTargets(ctx, st, a, now)
	if err != nil {
		return false, err
	}

	api, err := startConsoles(st)
	if err != nil {
		return false, err
	}
	defer api.Close()
	// The texts of the confirmations A replies to go first: the email,
	// then the text.
	setup := &client{addr: api.Addr, key: keyA, samples: map[string]*sample{}}
	for _, id := range targets.reply {
		for range 2 {
			if !setup.call(ctx, "advance", "POST", "/v1/confirmations/"+id+"/advance", nil, 200, nil) {
				return false, setup.firstErr
			}
		}
	}
	if setup.conn != nil {
		setup.conn.Close()
	}

	// B reads alone first, for a quarter of the time: what the attack
	// adds is measured against that, on the machine as it is.
	l := load{addr: api.Addr, key: keyB, conns: hostileReaders, duration: max(cfg.duration/4, time.Second), kinds: []string{kindList, kindGet}}
	readB := func(c *client) {
		// Each reader alternates a page of the list and one confirmation.
		if c.state == nil {
			c.state = true
			c.call(ctx, kindList, "GET", "/v1/confirmations?limit=20", nil, 200, nil)
			return
		}
		c.state = nil
		c.call(ctx, kindGet, "GET", "/v1/confirmations/"+idsB[c.rnd.IntN(len(idsB))], nil, 200, nil)
	}
	alone, err := drive(ctx, l, readB)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(w, "account B's reads alone, for %v:\n", l.duration)
	alone.print(w)
	fmt.Fprintf(w, "B alone: %s\n", latencies(alone))

	attack, stop := context.WithTimeout(ctx, cfg.duration)
	defer stop()
	at := newAttack(api.Addr, keyA, targets)
	var wg sync.WaitGroup
	for range hostileWriters {
		wg.Go(func() { at.write(attack) })
	}
	for range hostileRepliers {
		wg.Go(func() { at.reply(attack) })
	}
	for range hostileResolvers {
		wg.Go(func() { at.resolve(attack) })
	}
	wg.Go(func() { at.openStreams(attack) })

	l.duration = cfg.duration
	res, err := drive(ctx, l, readB)
	stop()
	wg.Wait()
	at.streams.Wait()
	if err != nil {
		return false, err
	}

	fmt.Fprintf(w, "account B's reads while A attacks, for %v:\n", cfg.duration)
	res.print(w)
	all := res.Overall()
	fmt.Fprintf(w, "B: %s\n", latencies(res))
	fmt.Fprintln(w, "account A's attempts, by answer:")
	at.print(w)
	fmt.Fprintf(w, "streams: %s accepted, at most %s open at once; %s refused with 429\n",
		commas(int(at.accepted.Load())), commas(int(at.peak.Load())), commas(int(at.refused.Load())))
	if at.firstErr != nil {
		fmt.Fprintf(w, "first failed attempt of A: %v\n", at.firstErr)
	}

	queued := 0
	for _, id := range targets.resolve {
		ds, err := st.ListDeliveries(ctx, confirm.Scope{AccountID: a.ID, Sandbox: true}, id)
		if err != nil {
			return false, err
		}
		queued += len(ds)
	}
	fmt.Fprintf(w, "webhooks queued by %s resolves of %d confirmations: %s\n",
		commas(at.total(kindResolve)), len(targets.resolve), commas(queued))
	largest, err := largestOf(ctx, api.Addr, keyA, targets)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(w, "largest of A's confirmations: %s bytes (GET /v1/confirmations/{id} of one %s)\n", commas(largest.bytes), largest.kind)

	p99 := pct(all.Lat, 0.99)
	return printGoals(w, []goal{{What: "B's GET p99", Got: ms(p99), Want: "< 50ms", Met: p99 < 50*time.Millisecond}}), nil
}

// startConsoles starts the API with both consoles on st, wired as
// confirmd serve wires them: the consoles' actions are calls to the API,
// and their live streams are capped per client address as the API finds
// it.
func startConsoles(st confirm.Store) (*apiServer, error) {
	api := newAPI(st)
	// The attacker holds account A's key and signs in to the operators'
	// console with it, as CONFIRMD_CONSOLE_KEY_SIGN_IN lets a key do.
	console := &web.Console{Store: st, Clock: clock.Real{}, Logger: api.Logger, KeySignIn: true}
	api.Web = []interface{ Register(*http.ServeMux) }{console}
	handler := api.Handler()
	console.API = handler
	console.Throttle = api
	console.Creates = api
	console.Clients = api
	return serveAPI(handler, console.Close)
}

// hostileTargets are the ids of A's confirmations, by what is done to
// them.
type hostileTargets struct {
	write, reply, resolve []string
}

// storeTargets stores A's confirmations, new standard-cadence ones; those
// to resolve have a webhook URL, so that a resolution queues a webhook.
func storeTargets(ctx context.Context, st confirm.Store, a *confirm.Account, now time.Time) (*hostileTargets, error) {
	t := &hostileTargets{}
	for i := range writeTargets + replyTargets + resolveTargets {
		c, err := requestFor("a", i, now).build(a, now)
		if err != nil {
			return nil, err
		}
		switch {
		case i < writeTargets:
			t.write = append(t.write, c.ID)
		case i < writeTargets+replyTargets:
			t.reply = append(t.reply, c.ID)
		default:
			// Nothing listens there, and nothing sends: the delivery
			// stays queued, to be counted.
			c.WebhookURL = "http://127.0.0.1:9/confirmload"
			t.resolve = append(t.resolve, c.ID)
		}
		if err := st.CreateConfirmation(ctx, c, nil); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// attack is account A's clients and what they were answered.
type attack struct {
	addr, key string
	targets   *hostileTargets
	// nextWrite and nextReply hand out the writers' and the repliers'
	// targets in turn.
	nextWrite, nextReply atomic.Int64

	mu sync.Mutex
	// counts holds, per kind, how many attempts got each status.
	counts   map[string]map[int]int
	firstErr error

	// streams waits for the streams held open.
	streams                 sync.WaitGroup
	open, peak              atomic.Int64
	accepted, refused       atomic.Int64
	messageText, notesText  string
	replyPhrases, replyTail []string
}

func newAttack(addr, key string, targets *hostileTargets) *attack {
	return &attack{addr: addr, key: key, targets: targets, counts: map[string]map[int]int{},
		// Every text at its longest: 640 characters for a text, 1,000
		// for an email's and a resolution's notes.
		messageText: strings.Repeat("Could you tell us a time? ", 40),
		notesText:   strings.Repeat("Leave it at the back. ", 50)[:1000],
		replyPhrases: []string{"Yes I'll be in", "Can you come on Friday instead?", "My neighbour Tom Baker will sign for it",
			"Who is this?", "Not sure yet, I will let you know", "What time will the van come?", "STOP being so early", "ok"},
		replyTail: []string{"the side gate is open", "ring twice", "the dog is friendly", "park on the drive"},
	}
}

// count records the statuses of one client's attempts of a kind.
func (at *attack) count(kind string, got map[int]int, err error) {
	at.mu.Lock()
	defer at.mu.Unlock()
	m := at.counts[kind]
	if m == nil {
		m = map[int]int{}
		at.counts[kind] = m
	}
	for status, n := range got {
		m[status] += n
	}
	at.firstErr = cmpOr(at.firstErr, err)
}

func (at *attack) total(kind string) int {
	at.mu.Lock()
	defer at.mu.Unlock()
	n := 0
	for _, k := range at.counts[kind] {
		n += k
	}
	return n
}

// hammer has one client make requests until ctx ends, counting their
// statuses under kind; a request that failed without an answer counts as
// status 0, unless the run was ending.
func (at *attack) hammer(ctx context.Context, kind string, next func(rnd *rand.Rand) (method, path string, body []byte)) {
	c := &client{addr: at.addr, key: at.key}
	rnd := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	got := map[int]int{}
	var first error
	for ctx.Err() == nil {
		method, path, body := next(rnd)
		if err := c.send(ctx, method, path, body); err != nil {
			if ctx.Err() == nil {
				got[0]++
				first = cmpOr(first, fmt.Errorf("%s %s: %w", method, path, err))
			}
			continue
		}
		got[c.status]++
	}
	if c.conn != nil {
		c.conn.Close()
	}
	at.count(kind, got, first)
}

// write posts people's messages to A's confirmations in turn, texts and
// emails at their longest.
func (at *attack) write(ctx context.Context) {
	at.hammer(ctx, kindMessage, func(*rand.Rand) (string, string, []byte) {
		i := at.nextWrite.Add(1)
		m := map[string]string{"channel": "sms", "text": at.messageText[:640], "author": "Mallory"}
		if i%2 == 0 {
			m["channel"], m["text"] = "email", at.messageText[:1000]
		}
		return "POST", "/v1/confirmations/" + at.targets.write[int(i)%len(at.targets.write)] + "/messages", mustJSON(m)
	})
}

// reply plays customers' texts to A's confirmations in turn: a phrase
// and a tail of varied length, up to the 1,600 characters of a reply.
func (at *attack) reply(ctx context.Context) {
	at.hammer(ctx, kindReply, func(rnd *rand.Rand) (string, string, []byte) {
		i := at.nextReply.Add(1)
		var text strings.Builder
		text.WriteString(at.replyPhrases[rnd.IntN(len(at.replyPhrases))])
		for want := rnd.IntN(1600); text.Len() < want; {
			text.WriteString(", " + at.replyTail[rnd.IntN(len(at.replyTail))])
		}
		s := text.String()
		if len(s) > 1600 {
			s = s[:1600]
		}
		return "POST", "/v1/sandbox/confirmations/" + at.targets.reply[int(i)%len(at.targets.reply)] + "/reply",
			mustJSON(map[string]string{"channel": "sms", "text": s})
	})
}

// resolve sends one resolution of each of A's confirmations to resolve
// again and again: only the first changes anything.
func (at *attack) resolve(ctx context.Context) {
	var i int
	at.hammer(ctx, kindResolve, func(*rand.Rand) (string, string, []byte) {
		i++
		return "POST", "/v1/confirmations/" + at.targets.resolve[i%len(at.targets.resolve)] + "/resolve",
			mustJSON(map[string]string{"status": "confirmed", "author": "Mallory", "notes": at.notesText})
	})
}

// openStreams signs in to the operators' console with A's key again and
// again, as a browser does (the form, then the form posted), and with
// each sign-in tries ten live streams, the Inbox's and those of A's
// confirmations' threads. A stream accepted is held open, and read, until
// ctx ends.
func (at *attack) openStreams(ctx context.Context) {
	base := "http://" + at.addr
	tr := &http.Transport{MaxIdleConnsPerHost: 4}
	defer tr.CloseIdleConnections()
	got := map[string]map[int]int{kindSignIn: {}, kindInboxStream: {}, kindThreadStream: {}}
	var first error
	fail := func(err error) {
		if ctx.Err() == nil {
			first = cmpOr(first, err)
		}
	}
	for i := 0; ctx.Err() == nil; i++ {
		jar, _ := cookiejar.New(nil)
		cl := &http.Client{Jar: jar, Transport: tr,
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		if _, err := at.get(ctx, cl, base+"/console/sign-in"); err != nil {
			fail(err)
			continue
		}
		form := url.Values{"key": {at.key}, "name": {"Mallory"}}
		req, _ := http.NewRequestWithContext(ctx, "POST", base+"/console/sign-in", strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		res, err := cl.Do(req)
		if err != nil {
			fail(err)
			continue
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		got[kindSignIn][res.StatusCode]++
		if res.StatusCode != http.StatusSeeOther {
			continue
		}
		for j := range 10 {
			kind, path := kindInboxStream, "/console/inbox/events"
			if j%2 == 1 {
				kind, path = kindThreadStream, "/console/inbox/"+at.targets.reply[(i+j)%len(at.targets.reply)]+"/events"
			}
			status, err := at.stream(ctx, cl, base+path)
			if err != nil {
				fail(err)
				continue
			}
			got[kind][status]++
		}
	}
	for kind, m := range got {
		at.count(kind, m, nil)
	}
	at.count(kindSignIn, nil, first)
}

// get makes a GET and reads its answer whole, returning its status.
func (at *attack) get(ctx context.Context, cl *http.Client, u string) (int, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", u, nil)
	res, err := cl.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	_, err = io.Copy(io.Discard, res.Body)
	return res.StatusCode, err
}

// stream opens a live stream; accepted, it is read until ctx ends, on a
// connection of its own.
func (at *attack) stream(ctx context.Context, cl *http.Client, u string) (int, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", u, nil)
	req.Header.Set("Accept", "text/event-stream")
	res, err := cl.Do(req)
	if err != nil {
		return 0, err
	}
	switch res.StatusCode {
	case http.StatusOK:
		at.accepted.Add(1)
		n := at.open.Add(1)
		for p := at.peak.Load(); n > p && !at.peak.CompareAndSwap(p, n); p = at.peak.Load() {
		}
		at.streams.Go(func() {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			at.open.Add(-1)
		})
	case http.StatusTooManyRequests:
		at.refused.Add(1)
		fallthrough
	default:
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
	}
	return res.StatusCode, nil
}

// print writes A's attempts by kind and status: one column per status
// answered, 0 for a request that had no answer.
func (at *attack) print(w io.Writer) {
	at.mu.Lock()
	defer at.mu.Unlock()
	statuses := map[int]bool{}
	for _, m := range at.counts {
		for s := range m {
			statuses[s] = true
		}
	}
	cols := slices.Sorted(maps.Keys(statuses))
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "kind\tattempts\t")
	for _, s := range cols {
		fmt.Fprintf(tw, "%d\t", s)
	}
	fmt.Fprintln(tw)
	for _, kind := range attackKinds {
		m := at.counts[kind]
		n := 0
		for _, k := range m {
			n += k
		}
		fmt.Fprintf(tw, "%s\t%s\t", kind, commas(n))
		for _, s := range cols {
			fmt.Fprintf(tw, "%s\t", commas(m[s]))
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}

// largest is the largest of A's confirmations.
type largest struct {
	bytes int
	kind  string // what was done to it
}

// largestOf reads every one of A's confirmations and returns the size of
// the largest answer.
func largestOf(ctx context.Context, addr, key string, t *hostileTargets) (largest, error) {
	c := &client{addr: addr, key: key, samples: map[string]*sample{}}
	defer func() {
		if c.conn != nil {
			c.conn.Close()
		}
	}()
	var top largest
	for _, g := range []struct {
		kind string
		ids  []string
	}{{"written to", t.write}, {"replied to", t.reply}, {"resolved", t.resolve}} {
		for _, id := range g.ids {
			if !c.call(ctx, "get", "GET", "/v1/confirmations/"+id, nil, 200, nil) {
				return top, c.firstErr
			}
			if n := c.body.Len(); n > top.bytes {
				top = largest{bytes: n, kind: g.kind}
			}
		}
	}
	return top, nil
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // maps of strings always encode
	}
	return b
}

// latencies sums up a drive's requests: how many, how fast, and their
// latency (printed, so sorted).
func latencies(r *result) string {
	all := r.Overall()
	return fmt.Sprintf("%s requests, %s/s, p50 %s, p90 %s, p99 %s, max %s", commas(len(all.Lat)), commas(rate(len(all.Lat), r.Elapsed)),
		ms(pct(all.Lat, 0.5)), ms(pct(all.Lat, 0.9)), ms(pct(all.Lat, 0.99)), ms(all.Lat[len(all.Lat)-1]))
}
