package main

import (
	"fmt"
	"os"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"time"
)

// memSample is one look at this process's memory, in bytes.
type memSample struct {
	rss, anon, file int64 // VmRSS, RssAnon, RssFile
	goMapped        int64 // what the Go runtime holds from the system, less what it gave back
	goHeap          int64 // heap objects, live or not yet collected
	goLive          int64 // what the last collection left
	gogc            int64 // GOGC at the time
}

// memWatch samples this process's memory while the measured work runs, so
// that a peak can be told apart: the Go runtime's memory, the rest of the
// anonymous memory (SQLite's page caches, allocated outside Go's heap) and
// mapped files.
type memWatch struct {
	start memSample
	stop  chan struct{}
	done  chan struct{}

	mu       sync.Mutex
	atPeak   memSample // the sample of the highest VmRSS
	max      memSample // each figure's own highest
	nSamples int
}

var memMetrics = []string{
	"/memory/classes/total:bytes",
	"/memory/classes/heap/released:bytes",
	"/memory/classes/heap/objects:bytes",
	"/gc/heap/live:bytes",
	"/gc/gogc:percent",
}

func sampleMemory() memSample {
	var s memSample
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			name, v, ok := strings.Cut(line, ":")
			if !ok {
				continue
			}
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			if err != nil {
				continue
			}
			switch name {
			case "VmRSS":
				s.rss = kb << 10
			case "RssAnon":
				s.anon = kb << 10
			case "RssFile":
				s.file = kb << 10
			}
		}
	}
	m := make([]metrics.Sample, len(memMetrics))
	for i, name := range memMetrics {
		m[i].Name = name
	}
	metrics.Read(m)
	v := func(i int) int64 {
		if m[i].Value.Kind() != metrics.KindUint64 {
			return 0
		}
		return int64(m[i].Value.Uint64())
	}
	s.goMapped, s.goHeap, s.goLive, s.gogc = v(0)-v(1), v(2), v(3), v(4)
	return s
}

// watchMemory starts sampling every interval until stop is called.
func watchMemory(interval time.Duration) *memWatch {
	w := &memWatch{start: sampleMemory(), stop: make(chan struct{}), done: make(chan struct{})}
	w.atPeak, w.max = w.start, w.start
	go func() {
		defer close(w.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-w.stop:
				w.add(sampleMemory())
				return
			case <-t.C:
				w.add(sampleMemory())
			}
		}
	}()
	return w
}

func (w *memWatch) add(s memSample) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.nSamples++
	if s.rss > w.atPeak.rss {
		w.atPeak = s
	}
	w.max.rss = max(w.max.rss, s.rss)
	w.max.anon = max(w.max.anon, s.anon)
	w.max.file = max(w.max.file, s.file)
	w.max.goMapped = max(w.max.goMapped, s.goMapped)
	w.max.goHeap = max(w.max.goHeap, s.goHeap)
	w.max.goLive = max(w.max.goLive, s.goLive)
}

// Stop ends the sampling.
func (w *memWatch) Stop() {
	select {
	case <-w.stop:
	default:
		close(w.stop)
	}
	<-w.done
}

// report describes where the sampled peak of the resident set was.
func (w *memWatch) report() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	mb := func(b int64) int64 { return b >> 20 }
	p := w.atPeak
	return fmt.Sprintf("memory        %d MB resident when the work began (%d MB of it Go's); at the sampled peak %d MB: Go runtime %d MB (heap objects %d MB, %d MB live after the last collection, GOGC %d), other anonymous memory %d MB, mapped files %d MB\n",
		mb(w.start.rss), mb(w.start.goMapped), mb(p.rss), mb(p.goMapped), mb(p.goHeap), mb(p.goLive), p.gogc, mb(max(0, p.anon-p.goMapped)), mb(p.file))
}
