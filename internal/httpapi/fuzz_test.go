package httpapi

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// FuzzCreateDecode feeds arbitrary bodies to the create decoder and
// validator: they must never panic, and whatever they accept must be a
// confirmation that keeps every rule.
func FuzzCreateDecode(f *testing.F) {
	for _, b := range []map[string]any{validBody(), minimalBody()} {
		j, _ := json.Marshal(b)
		f.Add(j)
	}
	for _, s := range []string{`{}`, `[]`, `null`, `{"customer":{"name":"A","phone":"+15551234567"},"order":{"date":"2026-12-01","window":{"from":"09:00","to":"10:00"},"items":[{"name":"x","qty":2}]}}`,
		`{"order":{"items":[null,1,"a",{"qty":-1}]}}`, `{"customer":{"name":"\u0000","email":"a@b.c"}}`, `{"order":{"rescheduleOptions":[{},{"date":"2026-13-01"}]}}`} {
		f.Add([]byte(s))
	}
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, body []byte) {
		root, err := parseObject(body)
		if err != nil {
			return
		}
		n, w := decodeCreate(root)
		problems := w.merge(n.Validate(confirm.Rules{Now: now, DefaultTimezone: "Europe/London"}))
		if len(problems) > 0 {
			for _, p := range problems {
				if p == "" {
					t.Fatalf("an empty problem for %s", body)
				}
			}
			return
		}
		c := n.Build(confirm.NewConfirmationID(), confirm.Scope{AccountID: "acct_x", Sandbox: true}, now)
		switch {
		case c.Customer.Name == "" || (c.Customer.Email == "" && c.Customer.Phone == ""):
			t.Fatalf("accepted a customer without name or contact: %s", body)
		case len(c.Order.Items) == 0 || len(c.Order.Items) > confirm.MaxItems:
			t.Fatalf("accepted %d items: %s", len(c.Order.Items), body)
		case c.Order.Window.From >= c.Order.Window.To:
			t.Fatalf("accepted window %v: %s", c.Order.Window, body)
		case c.Order.Date < "2026-11-22":
			t.Fatalf("accepted past date %s: %s", c.Order.Date, body)
		}
		if _, err := time.Parse(time.DateOnly, c.Order.Date); err != nil {
			t.Fatalf("accepted date %q: %s", c.Order.Date, body)
		}
		for _, it := range c.Order.Items {
			if it.Name == "" || it.Qty < 0 {
				t.Fatalf("accepted item %+v: %s", it, body)
			}
		}
		// Whatever is accepted must encode.
		if _, err := json.Marshal(c); err != nil {
			t.Fatalf("accepted confirmation does not encode: %v", err)
		}
	})
}
