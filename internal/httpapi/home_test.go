package httpapi

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/internal/testdb"
)

// TestHomePage: GET / is a page of links for a person who opens the
// server's address; every other unknown path is still the API's JSON 404.
func TestHomePage(t *testing.T) {
	t.Parallel()
	testdb.Each(t, func(t *testing.T, k testdb.Kind) {
		h := newHarness(t, k.Open(t))
		res, err := http.Get(h.srv.URL + "/")
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil || res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/html; charset=utf-8" {
			t.Fatalf("GET /: %d %q %v\n%s", res.StatusCode, res.Header.Get("Content-Type"), err, body)
		}
		for _, want := range []string{`href="/sandbox"`, `href="/v1/openapi.json"`, `href="/readyz"`, `href="/console"`, `href="/docs"`, `href="/docs/api"`, "confirmd v1.2.3-test"} {
			if !strings.Contains(string(body), want) {
				t.Errorf("GET / does not hold %q:\n%s", want, body)
			}
		}
		// The documentation pages are served too (internal/web's tests
		// check each of them); the API reference's document is this
		// server's own.
		for _, p := range []string{"/docs", "/docs/api", "/docs/getting-started", "/assets/site.css"} {
			res, err := http.Get(h.srv.URL + p)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				t.Errorf("GET %s: %d, want 200", p, res.StatusCode)
			}
		}
		for _, p := range []string{"/index.html", "/v1", "/anything/else"} {
			res := h.do("GET", p, "", nil)
			if res.Status != http.StatusNotFound || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
				t.Errorf("GET %s: %d %q, want the JSON 404\n%s", p, res.Status, res.Header.Get("Content-Type"), res.Raw)
			}
		}
	})
}
