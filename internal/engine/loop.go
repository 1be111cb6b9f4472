package engine

import (
	"context"
	"sync"
	"time"
)

// loop runs a piece of background work at once and then every interval,
// until its context ends or Stop is called: the janitor and the folder
// are each one.
type loop struct {
	stop context.CancelFunc
	done chan struct{}
	once sync.Once
}

// run starts the loop; fn gets the loop's context.
func (l *loop) run(ctx context.Context, interval time.Duration, fn func(ctx context.Context)) {
	ctx, l.stop = context.WithCancel(ctx)
	l.done = make(chan struct{})
	go func() {
		defer close(l.done)
		t := time.NewTimer(0)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				fn(ctx)
				t.Reset(interval)
			}
		}
	}()
}

// Stop ends the loop and waits for it; calling it again, or before it
// started, does nothing.
func (l *loop) Stop() {
	l.once.Do(func() {
		if l.stop != nil {
			l.stop()
			<-l.done
		}
	})
}
