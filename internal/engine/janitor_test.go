package engine

import (
	"bytes"
	"context"
	"log/slog"
	"strconv"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// viewsLeft is a store with left confirmations without a view.
type viewsLeft struct {
	confirm.Store
	left  int
	fills []int
}

func (s *viewsLeft) FillViews(_ context.Context, limit int) (int, error) {
	n := min(limit, s.left)
	s.left -= n
	s.fills = append(s.fills, n)
	return n, nil
}

// TestJanitorFillsViews: the janitor fills in every missing view a batch
// at a time until a batch comes back short, and says how many it did.
func TestJanitorFillsViews(t *testing.T) {
	st := &viewsLeft{left: 2*viewBatch + 3}
	var logs bytes.Buffer
	j := &Janitor{Store: st, Logger: slog.New(slog.NewTextHandler(&logs, nil))}
	j.fillViews(t.Context())
	if st.left != 0 || len(st.fills) != 3 || st.fills[2] != 3 {
		t.Errorf("fills %v, left %d; want batches of %d, %d, 3", st.fills, st.left, viewBatch, viewBatch)
	}
	if want := "confirmations=" + strconv.Itoa(2*viewBatch+3); !strings.Contains(logs.String(), want) {
		t.Errorf("the log lacks %s:\n%s", want, logs.String())
	}

	// With none left, one batch comes back empty and nothing is logged.
	logs.Reset()
	st.fills = nil
	j.fillViews(t.Context())
	if len(st.fills) != 1 || logs.Len() != 0 {
		t.Errorf("with none left: fills %v, log %q", st.fills, logs.String())
	}
}
