package client_test

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/confirmd/confirmd/client"
	"github.com/confirmd/confirmd/internal/apitest"
)

func TestList(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, srv *apitest.Server) {
		p := newProxy(t, srv.URL)
		c := newClient(t, p.URL, srv.SandboxKey)
		ctx := t.Context()

		page, err := c.List(ctx, client.ListOptions{})
		if err != nil || page.Confirmations == nil || len(page.Confirmations) != 0 || page.NextCursor != "" {
			t.Fatalf("empty account: %+v %v", page, err)
		}

		// Five confirmations a second apart, so newest first is a known
		// order: SO-5 ... SO-1.
		var want []string
		for i := 1; i <= 5; i++ {
			want = slices.Insert(want, 0, mustCreate(t, c, request(fmt.Sprintf("SO-%d", i))).ID)
			srv.Clock.Advance(time.Second)
		}
		// Another account's and a live confirmation never show.
		mustCreate(t, newClient(t, srv.URL, srv.OtherKey), request("OTHER"))
		live := request("LIVE")
		live.Cadence = client.CadenceStandard
		mustCreate(t, newClient(t, srv.URL, srv.LiveKey), live)

		page, err = c.List(ctx, client.ListOptions{Limit: 2})
		if err != nil || len(page.Confirmations) != 2 || page.NextCursor == "" {
			t.Fatalf("first page: %+v %v", page, err)
		}
		if got := ids(page.Confirmations); !slices.Equal(got, want[:2]) {
			t.Errorf("first page %v, want %v", got, want[:2])
		}
		page, err = c.List(ctx, client.ListOptions{Limit: 2, Cursor: page.NextCursor})
		if err != nil || !slices.Equal(ids(page.Confirmations), want[2:4]) {
			t.Errorf("second page %v %v, want %v", ids(page.Confirmations), err, want[2:4])
		}

		// The iterator reads three pages of two.
		before := p.count("GET", "/v1/confirmations")
		var got []string
		for cf, err := range c.ListAll(ctx, client.ListOptions{Limit: 2}) {
			if err != nil {
				t.Fatalf("ListAll: %v", err)
			}
			got = append(got, cf.ID)
		}
		if !slices.Equal(got, want) {
			t.Errorf("ListAll = %v, want %v", got, want)
		}
		if n := p.count("GET", "/v1/confirmations") - before; n != 3 {
			t.Errorf("ListAll made %d requests, want 3", n)
		}

		// Stopping early reads no further page.
		before = p.count("GET", "/v1/confirmations")
		got = nil
		for cf, err := range c.ListAll(ctx, client.ListOptions{Limit: 2}) {
			if err != nil {
				t.Fatal(err)
			}
			if got = append(got, cf.ID); len(got) == 3 {
				break
			}
		}
		if n := p.count("GET", "/v1/confirmations") - before; n != 2 || !slices.Equal(got, want[:3]) {
			t.Errorf("break after 3: %v in %d requests, want %v in 2", got, n, want[:3])
		}

		// Filters.
		if _, err := c.Cancel(ctx, want[1], ""); err != nil {
			t.Fatal(err)
		}
		for _, tt := range []struct {
			opts client.ListOptions
			want []string
		}{
			{client.ListOptions{Status: client.StatusCancelled}, want[1:2]},
			{client.ListOptions{Status: client.StatusScheduled, Limit: 1}, []string{want[0], want[2], want[3], want[4]}},
			{client.ListOptions{ExternalID: "SO-3"}, want[2:3]},
			{client.ListOptions{ExternalID: "SO-3", Status: client.StatusCancelled}, nil},
			{client.ListOptions{ExternalID: "OTHER"}, nil},
		} {
			var got []string
			for cf, err := range c.ListAll(ctx, tt.opts) {
				if err != nil {
					t.Fatalf("%+v: %v", tt.opts, err)
				}
				got = append(got, cf.ID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("%+v: %v, want %v", tt.opts, got, tt.want)
			}
		}

		// A failure is yielded once, and the loop ends.
		var errs int
		for cf, err := range c.ListAll(ctx, client.ListOptions{Limit: 500}) {
			var apiErr *client.Error
			if cf != nil || !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest {
				t.Errorf("ListAll with a bad limit yielded %v, %v", cf, err)
			}
			errs++
		}
		if errs != 1 {
			t.Errorf("%d errors yielded, want 1", errs)
		}
	})
}

// A server that hands out the same cursor again would make the iterator
// loop for ever; it stops with an error instead.
func TestListAllStuckCursor(t *testing.T) {
	t.Parallel()
	p := newProxy(t, "http://127.0.0.1:1")
	p.set(func(w http.ResponseWriter, r *http.Request, n int) bool {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"confirmations": [{"id": "cf_%024d", "status": "scheduled"}], "nextCursor": "abc"}`, n)
		return true
	})
	var n int
	var last error
	for _, err := range newClient(t, p.URL, "sk_test_x").ListAll(t.Context(), client.ListOptions{}) {
		n++
		last = err
		if n > 5 {
			break
		}
	}
	if n != 3 || last == nil {
		t.Errorf("%d yields ending with %v, want two confirmations and an error", n, last)
	}
}

func ids(cs []*client.Confirmation) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	return out
}
