package httpapi

import (
	"encoding/xml"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"
)

// svgElement matches each chart of a page.
var svgElement = regexp.MustCompile(`(?s)<svg .*?</svg>`)

// wellFormed fails the test unless every SVG of page parses as XML and
// has a title.
func wellFormed(t *testing.T, page string) int {
	t.Helper()
	charts := svgElement.FindAllString(page, -1)
	for _, svg := range charts {
		d := xml.NewDecoder(strings.NewReader(svg))
		d.Strict = true
		titled := false
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("an SVG chart is not well-formed: %v\n%s", err, svg)
			}
			if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "title" {
				titled = true
			}
		}
		if !titled {
			t.Errorf("an SVG chart has no <title>:\n%s", svg)
		}
	}
	return len(charts)
}

// TestDashboard renders the console's dashboard over a few confirmations
// and checks its numbers, its charts and that the period form's mistakes
// are shown.
func TestDashboard(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.create(h.sandbox, validBody())["id"].(string)
		h.create(h.sandbox, validBody())
		h.create(h.other, validBody())
		h.do("POST", "/v1/confirmations/"+id+"/advance", h.sandbox, nil)
		h.clock.Advance(10 * time.Minute)
		h.reply(id, map[string]any{"channel": "email", "choice": "will_be_in"})
		h.clock.Advance(48 * time.Hour)
		h.do("POST", "/v1/confirmations/"+id+"/delivery", h.sandbox,
			map[string]any{"result": "failed", "reason": "no_one_home", "at": h.clock.Now().UTC().Format(time.RFC3339)})

		c := consoleSignIn(t, h.srv.URL, h.sandbox)
		for _, q := range []string{"", "?groupBy=day", "?groupBy=channel", "?groupBy=intent"} {
			page := consoleRequest(t, h.srv.URL, "GET", "/sandbox/dashboard"+q, c, nil)
			if page.status != http.StatusOK {
				t.Fatalf("dashboard%s: %v\n%s", q, page, page.body)
			}
			for _, want := range []string{
				`<strong id="created">2</strong>`, `<strong id="answered">1</strong>`,
				`<strong id="median">10 min</strong>`,
				"<th scope=\"row\">confirmed</th><td>100.0% (1 of 1)</td>",
				"<th scope=\"row\">email</th><td>1</td>",
				"<title id=\"status-t\">Confirmations by status: confirmed 1,",
			} {
				if !strings.Contains(page.body, want) {
					t.Errorf("dashboard%s lacks %q", q, want)
				}
			}
			charts := wellFormed(t, page.body)
			if want := map[bool]int{true: 3, false: 4}[q == ""]; charts != want {
				t.Errorf("dashboard%s has %d charts, want %d", q, charts, want)
			}
		}
		if page := consoleRequest(t, h.srv.URL, "GET", "/sandbox/dashboard?groupBy=intent", c, nil); !strings.Contains(page.body, "<th scope=\"row\">will_be_in</th><td>1</td>") {
			t.Errorf("dashboard by intent lacks its rows:\n%s", page.body)
		}
		page := consoleRequest(t, h.srv.URL, "GET", "/sandbox/dashboard?from=2026-11-30&to=2026-11-01", c, nil)
		if page.status != http.StatusBadRequest || !strings.Contains(page.body, "from is after to") {
			t.Errorf("a bad period: %v\n%s", page, page.body)
		}
		if page := consoleRequest(t, h.srv.URL, "GET", "/sandbox/dashboard", consoleCookie{}, nil); !page.toSignIn() {
			t.Errorf("signed out: %v", page)
		}
	})
}
