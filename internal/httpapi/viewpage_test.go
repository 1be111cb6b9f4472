package httpapi

import (
	"encoding/json"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestWriteViewPage: a page written from stored views is byte for byte
// what encoding/json writes for the same page, with its length declared.
func TestWriteViewPage(t *testing.T) {
	views := []json.RawMessage{
		json.RawMessage(`{"id":"cf_1","status":"scheduled"}`),
		json.RawMessage(`{"id":"cf_2","customer":{"name":"Zoë \u003cZ\u003e"}}`),
		json.RawMessage(`{"id":"cf_3"}`),
	}
	for _, page := range []*confirm.ViewPage{
		{},
		{Views: views[:1]},
		{Views: views, NextCursor: "eyJjIjoiMjAyNi0xMS0yMCJ9"},
		{Views: views[1:], NextCursor: `a"b<c>`},
	} {
		rec := httptest.NewRecorder()
		if err := writeViewPage(rec, page); err != nil {
			t.Fatal(err)
		}
		var next *string
		if page.NextCursor != "" {
			next = &page.NextCursor
		}
		list := page.Views
		if list == nil {
			list = []json.RawMessage{}
		}
		want, err := json.Marshal(map[string]any{"confirmations": list, "nextCursor": next})
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, '\n')
		if got := rec.Body.String(); got != string(want) {
			t.Errorf("page of %d views:\n got %s\nwant %s", len(page.Views), got, want)
		}
		if got := rec.Header().Get("Content-Length"); got != strconv.Itoa(len(want)) {
			t.Errorf("Content-Length %s, want %d", got, len(want))
		}
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/json" || rec.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("status %d, headers %v", rec.Code, rec.Header())
		}
	}
}
