// Package sandbox is the channel of sandbox confirmations: it delivers
// nothing to anyone. What the customer would have received is the timeline
// the engine records; the customer's side is played through the sandbox
// reply API and console.
package sandbox

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// Channel accepts every message and sends none. If Log is set, it writes one
// line per message ("<confirmation id> <channel>"), so that tests can count
// what would have been sent, including sends whose result a crash kept the
// engine from saving.
type Channel struct {
	Log io.Writer
	// Delay makes each send take this long, as a real provider's would, so
	// that tests can stop a process while messages are on their way.
	Delay time.Duration
	mu    sync.Mutex
}

// Send accepts the message and returns a made-up provider id.
func (s *Channel) Send(ctx context.Context, m confirm.Message) (string, error) {
	if m.ConfirmationID == "" || m.To == "" {
		return "", fmt.Errorf("sandbox: message without confirmation or recipient")
	}
	if s.Log != nil {
		s.mu.Lock()
		_, err := fmt.Fprintf(s.Log, "%s %s\n", m.ConfirmationID, m.Channel)
		s.mu.Unlock()
		if err != nil {
			return "", err
		}
	}
	// The line is written before the delay: a send counts from the moment
	// the channel has it, as with a real provider.
	if s.Delay > 0 {
		t := time.NewTimer(s.Delay)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-t.C:
		}
	}
	return "sandbox-" + string(m.Channel), nil
}
