package confirm

import (
	"strings"
	"testing"
	"time"
)

// FuzzDecodeCursor feeds DecodeCursor any string: it must not panic, and
// must either refuse it (EINVALID, naming cursor) or give a cursor within
// the times allowed, with a valid id, that encodes back to exactly the
// string given: a cursor has one spelling.
func FuzzDecodeCursor(f *testing.F) {
	for _, s := range forgedCursors() {
		f.Add(s)
	}
	for _, at := range []time.Time{MinCursorTime, MaxCursorTime, time.Date(2026, 11, 22, 9, 0, 0, 123e6, time.UTC)} {
		f.Add(Cursor{CreatedAt: at, ID: cursorID}.Encode())
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := DecodeCursor(s)
		if err != nil {
			if p := ErrorProblems(err); ErrorCode(err) != EINVALID || len(p) != 1 || !strings.HasPrefix(p[0], "cursor ") {
				t.Fatalf("DecodeCursor(%q) = %v; want EINVALID naming cursor", s, err)
			}
			return
		}
		switch {
		case c.Encode() != s:
			t.Fatalf("DecodeCursor(%q) = %v, which encodes as %q", s, c, c.Encode())
		case c.CreatedAt.Before(MinCursorTime) || c.CreatedAt.After(MaxCursorTime):
			t.Fatalf("DecodeCursor(%q) = %v, out of range", s, c)
		case !ValidConfirmationID(c.ID):
			t.Fatalf("DecodeCursor(%q) = %v, whose id is not valid", s, c)
		case c.CreatedAt.Location() != time.UTC:
			t.Fatalf("DecodeCursor(%q) = %v, not in UTC", s, c)
		}
	})
}
