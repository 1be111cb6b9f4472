package httpapi

import (
	"encoding/json"
	"regexp"
	"testing"
	"time"

	"github.com/confirmd/confirmd/internal/confirm"
)

// FuzzCreateDecode feeds arbitrary bodies to the create decoder and
// validator: they must never panic, a refusal must list at most 20
// problems and then one entry counting the rest, and whatever they accept
// must be a confirmation that keeps every rule. The seeds include the
// hostile shapes of the benchmark: the largest arrays, the deepest
// nesting, the longest strings and numbers, bad text.
func FuzzCreateDecode(f *testing.F) {
	for _, b := range []map[string]any{validBody(), minimalBody()} {
		j, _ := json.Marshal(b)
		f.Add(j)
	}
	for _, s := range []string{`{}`, `[]`, `null`, `{"customer":{"name":"A","phone":"+15551234567"},"order":{"date":"2026-12-01","window":{"from":"09:00","to":"10:00"},"items":[{"name":"x","qty":2}]}}`,
		`{"order":{"items":[null,1,"a",{"qty":-1}]}}`, `{"customer":{"name":"\u0000","email":"a@b.c"}}`, `{"order":{"rescheduleOptions":[{},{"date":"2026-13-01"}]}}`,
		`{"customer":{"name":"\ud800","email":"a@b.c"}}`, "{\"customer\":{\"name\":\"\xff\"}}", `{"\udc00":{"\ud83d\ude00":["\ud800\u0041"]}}`,
		`{"customer":{"name":"Jane\tSmith\u0085","email":"a@b.c\n"}}`} {
		f.Add([]byte(s))
	}
	for _, hb := range hostileBodies() {
		f.Add(hb.body)
	}
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, body []byte) {
		n, err := decodeCreateBody(body, confirm.Rules{Now: now, DefaultTimezone: "Europe/London"})
		if err != nil {
			problems := confirm.ErrorProblems(err)
			if len(problems) > confirm.MaxProblems+1 {
				t.Fatalf("%d problems listed, want at most %d: %s", len(problems), confirm.MaxProblems+1, body)
			}
			for i, p := range problems {
				if p == "" {
					t.Fatalf("an empty problem for %s", body)
				}
				if i == confirm.MaxProblems && !tailRE.MatchString(p) {
					t.Fatalf("problem %d is %q, want the count of the rest: %s", i, p, body)
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
		for _, s := range []string{c.Customer.Name, c.Customer.Email, c.Customer.Phone, c.ExternalID, c.Order.Ref} {
			if p := confirm.TextProblem("field", s, confirm.SingleLine); p != "" {
				t.Fatalf("accepted %q: %s: %s", s, p, body)
			}
		}
		// Whatever is accepted must encode.
		if _, err := json.Marshal(c); err != nil {
			t.Fatalf("accepted confirmation does not encode: %v", err)
		}
	})
}

// tailRE is the last entry of an answer with more problems than it lists.
var tailRE = regexp.MustCompile(`^\.\.\. and [1-9][0-9]* more problems$`)
