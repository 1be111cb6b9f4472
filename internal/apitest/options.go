package apitest

import (
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/engine"
)

// Options change what StartWith serves.
type Options struct {
	// Sender is the webhook sender's configuration (the zero value is the
	// contract's behaviour).
	Sender engine.SenderConfig
	// Now is where the fake clock starts; zero is the package's Now. Tests
	// whose deliveries are checked by libraries that read the real clock
	// start it at time.Now().
	Now time.Time
}

func (o Options) start() time.Time {
	if o.Now.IsZero() {
		return Now
	}
	return o.Now
}

// NewWith is New with Options.
func NewWith(t testing.TB, st confirm.Store, opts Options) *Server {
	t.Helper()
	s, err := StartWith(st, testWriter{t}, opts)
	if err != nil {
		t.Fatalf("apitest.StartWith: %v", err)
	}
	t.Cleanup(s.Close)
	return s
}
