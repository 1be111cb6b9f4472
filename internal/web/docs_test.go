package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/confirmd/confirmd"
)

func docsServer(t *testing.T, d *Docs) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	d.Register(mux)
	(&Home{Version: d.Version}).Register(mux)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func get(t *testing.T, url string) (*http.Response, string) {
	t.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := c.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

var (
	hrefRE = regexp.MustCompile(`href="([^"]*)"`)
	idRE   = regexp.MustCompile(` id="([^"]*)"`)
)

// TestDocsLinks renders every page of the embedded documentation and
// follows every link between them, to the section when a link names one:
// a renamed heading or file fails here, not in a reader's browser.
func TestDocsLinks(t *testing.T) {
	t.Parallel()
	d := &Docs{FS: confirmd.Docs, Version: "v-test"}
	srv := docsServer(t, d)
	res, index := get(t, srv.URL+"/docs")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /docs: %d", res.StatusCode)
	}
	if !strings.Contains(index, "<h1") || !strings.Contains(index, `href="/docs/api"`) {
		t.Fatalf("GET /docs does not show the README with its table of contents:\n%.2000s", index)
	}
	pages := map[string]string{"/docs": index}
	for _, l := range d.toc {
		if _, ok := pages[l.Href]; ok {
			continue
		}
		res, body := get(t, srv.URL+l.Href)
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %d", l.Href, res.StatusCode)
			continue
		}
		if strings.Contains(body, "raw HTML omitted") {
			t.Errorf("%s holds raw HTML, which the pages leave out", l.Href)
		}
		pages[l.Href] = body
	}
	if len(pages) < 10 {
		t.Fatalf("only %d pages rendered; want README.md and every docs/*.md", len(pages))
	}
	for from, body := range pages {
		for _, m := range hrefRE.FindAllStringSubmatch(body, -1) {
			href := strings.ReplaceAll(m[1], "&amp;", "&")
			if !strings.HasPrefix(href, "/docs") || href == "/docs/api" {
				continue
			}
			page, frag, _ := strings.Cut(href, "#")
			target, ok := pages[page]
			if !ok {
				t.Errorf("%s links to %s, which is no page", from, href)
				continue
			}
			if frag != "" && !hasID(target, frag) {
				t.Errorf("%s links to %s, but %s has no section %q", from, href, page, frag)
			}
		}
	}
}

func hasID(body, id string) bool {
	for _, m := range idRE.FindAllStringSubmatch(body, -1) {
		if m[1] == id {
			return true
		}
	}
	return false
}

func TestDocsPages(t *testing.T) {
	t.Parallel()
	fsys := fstest.MapFS{
		"README.md": {Data: []byte("# Hello\n\nSee [the API](docs/api.md#rate-limit), [licence](LICENSE) and [x](https://example.com).\n\n<script>alert(1)</script>\n")},
		"docs/api.md": {Data: []byte("# The API\n\n## Rate limit\n\nBack to [the start](../README.md). See [plan](plan.md#the-plan).\n\n" +
			"| a | b |\n|---|---|\n| 1 | 2 |\n\n## Rate limit\n")},
		"docs/plan.md": {Data: []byte("# The plan\n")},
	}
	srv := docsServer(t, &Docs{FS: fsys, Version: "v9"})

	res, readme := get(t, srv.URL+"/docs")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /docs: %d", res.StatusCode)
	}
	for _, want := range []string{
		`<a href="/docs/api-guide#rate-limit">the API</a>`, // links between docs point at their pages
		`licence`, `<a href="https://example.com">x</a>`,
		`<title>Hello - confirmd</title>`, "confirmd v9",
	} {
		if !strings.Contains(readme, want) {
			t.Errorf("GET /docs lacks %q:\n%s", want, readme)
		}
	}
	if strings.Contains(readme, `href="LICENSE"`) {
		t.Errorf("a link to a file the server does not serve stayed a link:\n%s", readme)
	}
	if strings.Contains(readme, "<script>") {
		t.Errorf("raw HTML in a doc reached the page:\n%s", readme)
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "script-src") {
		t.Errorf("Content-Security-Policy = %q; want no scripts at all", csp)
	}

	res, _ = get(t, srv.URL+"/docs/api.md")
	if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/docs/api-guide" {
		t.Errorf("GET /docs/api.md: %d to %q; want 301 to /docs/api-guide", res.StatusCode, res.Header.Get("Location"))
	}
	_, guide := get(t, srv.URL+"/docs/api-guide")
	if !strings.Contains(guide, `<h2 id="rate-limit">`) || !strings.Contains(guide, `<h2 id="rate-limit-1">`) || !strings.Contains(guide, "<table>") {
		t.Errorf("GET /docs/api-guide does not show docs/api.md with its sections and table:\n%s", guide)
	}
	if !strings.Contains(guide, `<a href="/docs">the start</a>`) || !strings.Contains(guide, `<a href="/docs/plan#the-plan">plan</a>`) {
		t.Errorf("links of docs/api.md were not pointed at pages:\n%s", guide)
	}
	_, api := get(t, srv.URL+"/docs/api")
	if !strings.Contains(api, `<redoc spec-url="/v1/openapi.json">`) {
		t.Errorf("GET /docs/api is not the API reference:\n%s", api)
	}
	_, plan := get(t, srv.URL+"/docs/plan")
	if !strings.Contains(plan, `aria-current="page">The plan`) {
		t.Errorf("the table of contents does not mark the page shown:\n%s", plan)
	}

	res, missing := get(t, srv.URL+"/docs/nothing")
	if res.StatusCode != http.StatusNotFound || !strings.Contains(missing, "There is no page named <code>nothing</code>") {
		t.Errorf("GET /docs/nothing: %d\n%s", res.StatusCode, missing)
	}

	_, home := get(t, srv.URL+"/")
	for _, want := range []string{`href="/console"`, `href="/sandbox"`, `href="/docs"`, `href="/docs/api"`, `href="/assets/site.css"`} {
		if !strings.Contains(home, want) {
			t.Errorf("GET / lacks %q", want)
		}
	}
	if strings.Contains(home, "github.com") {
		t.Errorf("GET / links to a repository that is not published:\n%s", home)
	}

	res, js := get(t, srv.URL+"/assets/redoc.standalone.js")
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/javascript") || !strings.Contains(js, "RedocStandalone") {
		t.Errorf("GET /assets/redoc.standalone.js: %d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	req, _ := http.NewRequest("GET", srv.URL+"/assets/site.css", nil)
	req.Header.Set("If-None-Match", res.Header.Get("ETag"))
	res, _ = get(t, srv.URL+"/assets/site.css")
	req.Header.Set("If-None-Match", res.Header.Get("ETag"))
	res2, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res2.Body.Close()
	if res2.StatusCode != http.StatusNotModified {
		t.Errorf("GET /assets/site.css with its ETag: %d, want 304", res2.StatusCode)
	}
	if res, _ := get(t, srv.URL+"/assets/../docs.go"); res.StatusCode == http.StatusOK {
		t.Errorf("an asset path left /assets/")
	}
}

func TestGitHubIDs(t *testing.T) {
	t.Parallel()
	g := &githubIDs{seen: map[string]int{}}
	for _, c := range []struct{ in, want string }{
		{"2. The log holds no secrets", "2-the-log-holds-no-secrets"},
		{"Fair shares of the webhook workers", "fair-shares-of-the-webhook-workers"},
		{"Rate limit", "rate-limit"},
		{"Rate limit", "rate-limit-1"},
		{"`POST /v1/erasures`: what it removes", "post-v1erasures-what-it-removes"},
		{"Personal data: retention and erasure", "personal-data-retention-and-erasure"},
	} {
		if got := string(g.Generate([]byte(c.in), 0)); got != c.want {
			t.Errorf("id of %q = %q, want %q", c.in, got, c.want)
		}
	}
}
