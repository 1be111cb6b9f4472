package web

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// pollers shares the reading behind the console's live streams: the
// streams that watch the same scope (one confirmation, or one scope's
// inbox) share one poller, which reads the store once per interval
// whatever their number and hands each change to all of them. The first
// stream of a scope starts its poller; the last one to leave stops it.
// Before, every stream polled by itself, and 800 streams on one
// confirmation read it 1,600 times a second.
type pollers struct {
	every  time.Duration
	logger *slog.Logger

	mu    sync.Mutex
	byKey map[string]*poller
}

// poller reads one scope's version every interval while it has watchers.
type poller struct {
	key    string
	read   func(ctx context.Context) (string, error)
	cancel context.CancelFunc

	// Guarded by pollers.mu.
	watches map[*watch]struct{}
	value   string
	have    bool
}

// watch is one stream's place at a poller.
type watch struct {
	p *poller
	// changed holds a token when value has moved since the stream last
	// took it; a slow stream thus skips to the newest value rather than
	// holding the poller up.
	changed chan struct{}

	// Guarded by pollers.mu.
	value string
	ended bool // the poller failed: the stream ends and the browser reconnects
}

func newPollers(every time.Duration, logger *slog.Logger) *pollers {
	return &pollers{every: every, logger: logger, byKey: make(map[string]*poller)}
}

// watch adds a watcher of the scope named key, starting its poller with
// read if it has none. A poller that already has a value hands it to the
// new watcher at once.
func (ps *pollers) watch(key string, read func(ctx context.Context) (string, error)) *watch {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	p := ps.byKey[key]
	if p == nil {
		ctx, cancel := context.WithCancel(context.Background())
		p = &poller{key: key, read: read, cancel: cancel, watches: make(map[*watch]struct{})}
		ps.byKey[key] = p
		go ps.run(ctx, p)
	}
	w := &watch{p: p, changed: make(chan struct{}, 1)}
	p.watches[w] = struct{}{}
	if p.have {
		w.value = p.value
		w.changed <- struct{}{}
	}
	return w
}

// leave removes w; the poller stops when it was the last.
func (ps *pollers) leave(w *watch) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	p := w.p
	delete(p.watches, w)
	if len(p.watches) == 0 {
		if ps.byKey[p.key] == p {
			delete(ps.byKey, p.key)
		}
		p.cancel()
	}
}

// latest returns the newest value w has been handed, and whether its
// poller has failed.
func (ps *pollers) latest(w *watch) (string, bool) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return w.value, w.ended
}

// run polls until the poller's last watcher leaves or a read fails.
func (ps *pollers) run(ctx context.Context, p *poller) {
	tick := time.NewTicker(ps.every)
	defer tick.Stop()
	for {
		v, err := p.read(ctx)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			ps.logger.Warn("console: live events", "stream", p.key, "err", err)
			ps.fail(p)
			return
		}
		ps.publish(p, v)
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// publish hands v to every watcher of p if it differs from the last value.
func (ps *pollers) publish(p *poller, v string) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if p.have && v == p.value {
		return
	}
	p.value, p.have = v, true
	for w := range p.watches {
		w.value = v
		select {
		case w.changed <- struct{}{}:
		default: // already told; it will read the newest value
		}
	}
}

// fail ends every watcher of p, whose read failed, and forgets p, so
// that the next stream of its scope starts afresh.
func (ps *pollers) fail(p *poller) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.byKey[p.key] == p {
		delete(ps.byKey, p.key)
	}
	for w := range p.watches {
		w.ended = true
		select {
		case w.changed <- struct{}{}:
		default:
		}
	}
}

// count returns how many pollers run, for tests.
func (ps *pollers) count() int {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return len(ps.byKey)
}
