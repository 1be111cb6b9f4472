package storetest

import (
	"cmp"
	"slices"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// newestFirst orders confirmations as a listing must: CreatedAt descending,
// then ID descending among those created in the same millisecond.
func newestFirst(cs []*confirm.Confirmation) {
	slices.SortFunc(cs, func(a, b *confirm.Confirmation) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
}

func ids(cs []*confirm.Confirmation) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	return out
}

// listAll follows NextCursor from the first page to the last and returns
// every page. It checks that only the last page is short or has no cursor.
func listAll(t *testing.T, s confirm.Store, f confirm.ListFilter, max int) []*confirm.Page {
	t.Helper()
	var pages []*confirm.Page
	for {
		p, err := s.ListConfirmations(t.Context(), f)
		if err != nil {
			t.Fatalf("ListConfirmations(limit %d, page %d): %v", f.Limit, len(pages)+1, err)
		}
		pages = append(pages, p)
		wantViews(t, s, f, p)
		if len(p.Confirmations) > f.Limit {
			t.Fatalf("page %d has %d confirmations, over the limit %d", len(pages), len(p.Confirmations), f.Limit)
		}
		if p.NextCursor == "" {
			return pages
		}
		if len(p.Confirmations) < f.Limit {
			t.Fatalf("page %d has %d of %d confirmations but a NextCursor", len(pages), len(p.Confirmations), f.Limit)
		}
		if len(pages) > max {
			t.Fatalf("more than %d pages: the cursor does not advance", max)
		}
		f.Cursor = p.NextCursor
	}
}

func flatten(pages []*confirm.Page) []*confirm.Confirmation {
	var out []*confirm.Confirmation
	for _, p := range pages {
		out = append(out, p.Confirmations...)
	}
	return out
}

func testListOrder(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}

	// Three confirmations share t0 and two share t0+1s, so paging must break
	// ties by id, and a page boundary falls inside a tie for most limits.
	created := []time.Duration{0, 0, 0, time.Second, time.Second, 2 * time.Second, -time.Hour, time.Millisecond}
	var want []*confirm.Confirmation
	for _, d := range created {
		want = append(want, create(t, s, scope, t0.Add(d), nil))
	}
	newestFirst(want)
	// Others that no page of the scope may show.
	create(t, s, confirm.Scope{AccountID: a.ID, Sandbox: false}, t0, nil)
	create(t, s, confirm.Scope{AccountID: b.ID, Sandbox: true}, t0, nil)

	page, err := s.ListConfirmations(t.Context(), confirm.ListFilter{Scope: scope, Limit: confirm.MaxListLimit})
	if err != nil {
		t.Fatalf("ListConfirmations: %v", err)
	}
	diff(t, "ListConfirmations", want, page.Confirmations)
	if page.NextCursor != "" {
		t.Errorf("NextCursor = %q on the only page, want empty", page.NextCursor)
	}
	for _, c := range page.Confirmations {
		wantUTC(t, c)
	}

	for limit := 1; limit <= len(want)+1; limit++ {
		pages := listAll(t, s, confirm.ListFilter{Scope: scope, Limit: limit}, len(want)+1)
		diff(t, "ids over all pages", ids(want), ids(flatten(pages)))
		if wantPages := (len(want) + limit - 1) / limit; len(pages) != wantPages {
			t.Errorf("limit %d: %d pages, want %d (the last full page must have no NextCursor)", limit, len(pages), wantPages)
		}
	}

	// Pages after the first carry steps and events too.
	pages := listAll(t, s, confirm.ListFilter{Scope: scope, Limit: 3}, len(want)+1)
	diff(t, "confirmations over pages of 3", want, flatten(pages))
}

func testListFilters(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	b := newAccount(t, s, "Bolt Beds")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: false}

	var all []*confirm.Confirmation
	add := func(d time.Duration, status confirm.Status, ext string) {
		all = append(all, create(t, s, scope, t0.Add(d), func(c *confirm.Confirmation) {
			c.Status = status
			c.ExternalID = ext
		}))
	}
	add(0, confirm.StatusConfirmed, "SO-1")
	add(0, confirm.StatusScheduled, "SO-1")
	add(time.Second, confirm.StatusConfirmed, "SO-2")
	add(time.Second, confirm.StatusConfirmed, "SO-1")
	add(2*time.Second, confirm.StatusInProgress, "")
	add(3*time.Second, confirm.StatusConfirmed, "SO-3")
	add(-time.Minute, confirm.StatusConfirmed, "SO-1")
	newestFirst(all)
	create(t, s, confirm.Scope{AccountID: b.ID, Sandbox: false}, t0, func(c *confirm.Confirmation) {
		c.Status = confirm.StatusConfirmed
		c.ExternalID = "SO-1"
	})
	create(t, s, confirm.Scope{AccountID: a.ID, Sandbox: true}, t0, func(c *confirm.Confirmation) {
		c.Status = confirm.StatusConfirmed
		c.ExternalID = "SO-1"
	})

	tests := []struct {
		name   string
		status confirm.Status
		ext    string
	}{
		{"status", confirm.StatusConfirmed, ""},
		{"status with none", confirm.StatusCancelled, ""},
		{"externalId", "", "SO-1"},
		{"externalId unknown", "", "SO-404"},
		{"both", confirm.StatusConfirmed, "SO-1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var want []*confirm.Confirmation
			for _, c := range all {
				if (tt.status == "" || c.Status == tt.status) && (tt.ext == "" || c.ExternalID == tt.ext) {
					want = append(want, c)
				}
			}
			for _, limit := range []int{1, 2, confirm.MaxListLimit} {
				f := confirm.ListFilter{Scope: scope, Limit: limit, Status: tt.status, ExternalID: tt.ext}
				diff(t, "filtered listing", want, flatten(listAll(t, s, f, len(all)+1)))
			}
		})
	}
}

func testListBadCursor(t *testing.T, s confirm.Store) {
	a := newAccount(t, s, "Acme Home")
	scope := confirm.Scope{AccountID: a.ID, Sandbox: true}
	create(t, s, scope, t0, nil)
	for _, cursor := range []string{"not a cursor", "bm9wZQ", "!!!!"} {
		_, err := s.ListConfirmations(t.Context(), confirm.ListFilter{Scope: scope, Limit: 10, Cursor: cursor})
		wantCode(t, err, confirm.EINVALID)
	}
}

// wantViews fails the test unless ListViews gives the page p of
// ListConfirmations as views.
func wantViews(t *testing.T, s confirm.Store, f confirm.ListFilter, p *confirm.Page) {
	t.Helper()
	vp, err := s.ListViews(t.Context(), f)
	if err != nil {
		t.Fatalf("ListViews: %v", err)
	}
	if vp.NextCursor != p.NextCursor {
		t.Errorf("ListViews' NextCursor is %q, ListConfirmations' %q", vp.NextCursor, p.NextCursor)
	}
	want := make([]string, len(p.Confirmations))
	for i, c := range p.Confirmations {
		v, err := c.ViewJSON()
		if err != nil {
			t.Fatal(err)
		}
		want[i] = string(v)
	}
	got := make([]string, len(vp.Views))
	for i, v := range vp.Views {
		got[i] = string(v)
	}
	diff(t, "ListViews", want, got)
}
