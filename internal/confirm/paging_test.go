package confirm

import (
	"errors"
	"testing"
	"time"
)

func TestPageSize(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ limit, size int }{
		{0, DefaultListLimit}, {-3, DefaultListLimit}, {1, 1}, {57, 57},
		{MaxListLimit, MaxListLimit}, {MaxListLimit + 1, MaxListLimit},
	} {
		f := ListFilter{Limit: tt.limit}
		if got := f.PageSize(); got != tt.size {
			t.Errorf("PageSize of limit %d = %d, want %d", tt.limit, got, tt.size)
		}
		if got := f.ReadLimit(); got != tt.size+1 {
			t.Errorf("ReadLimit of limit %d = %d, want %d", tt.limit, got, tt.size+1)
		}
	}
}

func TestPosition(t *testing.T) {
	t.Parallel()
	if cur, after, err := (ListFilter{}).Position(); after || err != nil || cur != (Cursor{}) {
		t.Errorf("Position without a cursor = %v, %v, %v", cur, after, err)
	}
	want := Cursor{CreatedAt: time.Date(2026, 3, 1, 9, 0, 0, 123e6, time.UTC), ID: NewConfirmationID()}
	cur, after, err := ListFilter{Cursor: want.Encode()}.Position()
	if !after || err != nil || cur != want {
		t.Errorf("Position = %v, %v, %v; want %v", cur, after, err, want)
	}
	_, _, err = ListFilter{Cursor: "not a cursor"}.Position()
	if e := (*Error)(nil); !errors.As(err, &e) || e.Code != EINVALID {
		t.Errorf("Position of a bad cursor: err = %v, want EINVALID", err)
	}
}

func TestPageEnd(t *testing.T) {
	t.Parallel()
	at := func(i int) Cursor {
		return Cursor{CreatedAt: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC).Add(-time.Duration(i) * time.Second), ID: "row"}
	}
	for _, tt := range []struct {
		n, size, keep int
		next          bool
	}{
		{0, 20, 0, false},
		{1, 20, 1, false},
		{20, 20, 20, false}, // exactly a page: the last, with no cursor to an empty one
		{21, 20, 20, true},
		{2, 1, 1, true},
	} {
		keep, next := PageEnd(tt.n, tt.size, at)
		if keep != tt.keep || (next != "") != tt.next {
			t.Errorf("PageEnd(%d, %d) = %d, %q; want %d, cursor %v", tt.n, tt.size, keep, next, tt.keep, tt.next)
		}
		if tt.next && next != at(tt.size-1).Encode() {
			t.Errorf("PageEnd(%d, %d) cursor %q, want that of the page's last row", tt.n, tt.size, next)
		}
	}
}
