package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	mdtext "github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Docs serves the documentation a server was built with: GET /docs is the
// README, GET /docs/{name} is docs/{name}.md, both rendered from Markdown,
// and GET /docs/api is a reference of the served OpenAPI document, drawn
// in the browser by the embedded Redoc bundle (assets/redoc, see
// assets/redoc/VERSION and `make redoc`). Nothing on these pages is
// private, so none needs a key.
type Docs struct {
	// FS holds README.md and docs/*.md (confirmd.Docs).
	FS fs.FS
	// Version is the version the pages show.
	Version string

	once  sync.Once
	pages map[string]*docPage // by name; "" is the README
	toc   []docLink
	err   error
}

type docPage struct {
	Title string
	Body  template.HTML
	etag  string
}

type docLink struct {
	Name, Title, Href string
}

//go:embed assets
var assetFS embed.FS

// Register adds the documentation to mux.
func (d *Docs) Register(mux *http.ServeMux) {
	mux.HandleFunc("GET /docs", d.show)
	mux.HandleFunc("GET /docs/{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/docs", http.StatusMovedPermanently)
	})
	mux.HandleFunc("GET /docs/{name}", d.show)
	mux.HandleFunc("GET /docs/api", d.apiReference)
	mux.HandleFunc("GET /assets/{file}", serveAsset)
}

var docsTemplate = template.Must(template.New("docs.html").Funcs(funcs).ParseFS(templateFS, "templates/site.html", "templates/docs.html"))

func (d *Docs) show(w http.ResponseWriter, r *http.Request) {
	d.once.Do(d.render)
	name := r.PathValue("name")
	if strings.HasSuffix(name, ".md") {
		// A link copied from the repository: docs/plan.md is /docs/plan.
		http.Redirect(w, r, strings.TrimSuffix("/docs/"+pageName("docs/"+name), "/"), http.StatusMovedPermanently)
		return
	}
	page, ok := d.pages[name]
	if d.err != nil || !ok {
		status := http.StatusNotFound
		if d.err != nil {
			status = http.StatusInternalServerError
		}
		if d.err != nil {
			http.Error(w, "internal error", status)
			return
		}
		writeSite(w, r, status, "", "Not found", docsTemplate, map[string]any{
			"Title": "Not found", "Missing": name, "TOC": d.toc, "Version": d.Version,
		})
		return
	}
	w.Header().Set("ETag", page.etag)
	w.Header().Set("Cache-Control", "no-cache")
	if etagMatch(r.Header.Get("If-None-Match"), page.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	writeSite(w, r, http.StatusOK, "", page.Title, docsTemplate, map[string]any{
		"Title": page.Title, "Page": page, "Current": name, "TOC": d.toc, "Version": d.Version,
	})
}

var apiTemplate = template.Must(template.ParseFS(templateFS, "templates/api_reference.html"))

// apiCSP lets Redoc run: its module from this server, the styles it
// injects into the page, the document it fetches, and the worker it starts
// for search from a blob.
const apiCSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"connect-src 'self'; img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; " +
	"frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

func (d *Docs) apiReference(w http.ResponseWriter, r *http.Request) {
	writeSite(w, r, http.StatusOK, apiCSP, "API reference", apiTemplate, map[string]any{"Version": d.Version})
}

// siteCSP is the policy of the home and documentation pages: their one
// stylesheet and nothing else.
const siteCSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

func writeSite(w http.ResponseWriter, r *http.Request, status int, csp, title string, t *template.Template, data any) {
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	if csp == "" {
		csp = siteCSP
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(b.Bytes())
	}
}

// serveAsset serves the site's stylesheet and Redoc's bundle. They change
// only with a new version of confirmd, so browsers revalidate them by ETag.
func serveAsset(w http.ResponseWriter, r *http.Request) {
	file := r.PathValue("file")
	a, ok := assets()[file]
	if !ok {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("ETag", a.etag)
	h.Set("Cache-Control", "public, max-age=3600")
	h.Set("X-Content-Type-Options", "nosniff")
	if etagMatch(r.Header.Get("If-None-Match"), a.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", a.contentType)
	w.Write(a.body)
}

type asset struct {
	body              []byte
	etag, contentType string
}

// assets are the files of /assets/: name -> content, read once.
var assets = sync.OnceValue(func() map[string]asset {
	files := map[string]struct{ path, contentType string }{
		"site.css":            {"assets/site.css", "text/css; charset=utf-8"},
		"redoc.standalone.js": {"assets/redoc/redoc.standalone.js", "text/javascript; charset=utf-8"},
		"redoc.LICENSE.txt":   {"assets/redoc/LICENSE", "text/plain; charset=utf-8"},
	}
	out := make(map[string]asset, len(files))
	for name, f := range files {
		b, err := assetFS.ReadFile(f.path)
		if err != nil {
			panic(err) // embedded at build time; a missing file is a build defect
		}
		out[name] = asset{body: b, etag: etagOf(b), contentType: f.contentType}
	}
	return out
})

func etagOf(b []byte) string {
	sum := sha256.Sum256(b)
	return `"` + hex.EncodeToString(sum[:12]) + `"`
}

// etagMatch reports whether an If-None-Match header names etag (weak
// comparison, RFC 9110).
func etagMatch(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == etag {
			return true
		}
	}
	return false
}

// render turns every Markdown file into HTML once.
func (d *Docs) render() {
	d.pages = map[string]*docPage{}
	md := goldmark.New(
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithParserOptions(
			parser.WithAutoHeadingID(),
			parser.WithASTTransformers(util.Prioritized(linkRewriter{}, 100)),
		),
		// Raw HTML in the Markdown is left out (goldmark's default): the
		// pages show text, never markup someone slipped into a doc.
	)
	files := []string{"README.md"}
	for _, f := range rootDocs {
		if _, err := fs.Stat(d.FS, f); err == nil {
			files = append(files, f)
		}
	}
	more, err := fs.Glob(d.FS, "docs/*.md")
	if err != nil {
		d.err = err
		return
	}
	slices.Sort(more)
	files = append(files, more...)
	for _, f := range files {
		src, err := fs.ReadFile(d.FS, f)
		if err != nil {
			d.err = err
			return
		}
		name := pageName(f)
		ctx := parser.NewContext(parser.WithIDs(&githubIDs{seen: map[string]int{}}))
		doc := md.Parser().Parse(mdtext.NewReader(src), parser.WithContext(ctx))
		var b bytes.Buffer
		if err := md.Renderer().Render(&b, src, doc); err != nil {
			d.err = fmt.Errorf("docs: rendering %s: %w", f, err)
			return
		}
		title := firstHeading(doc, src)
		if title == "" {
			title = name
		}
		d.pages[name] = &docPage{
			Title: title,
			Body:  template.HTML(b.String()), // goldmark escapes text and drops raw HTML
			etag:  etagOf(append(b.Bytes(), d.Version...)),
		}
		href := "/docs"
		if name != "" {
			href += "/" + name
		}
		d.toc = append(d.toc, docLink{Name: name, Title: title, Href: href})
	}
}

func firstHeading(doc ast.Node, src []byte) string {
	var title string
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering && h.Level == 1 {
			title = string(nodeText(h, src))
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	return title
}

func nodeText(n ast.Node, src []byte) []byte {
	var b bytes.Buffer
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch t := c.(type) {
		case *ast.Text:
			b.Write(t.Segment.Value(src))
		case *ast.String:
			b.Write(t.Value)
		default:
			b.Write(nodeText(c, src))
		}
	}
	return b.Bytes()
}

// linkRewriter points the docs' links to each other at their pages on this
// server (api.md#x -> /docs/api#x, docs/api.md -> /docs/api, README.md ->
// /docs), and turns links to other files of the repository (examples,
// LICENSE) into plain text, since the server does not serve them.
type linkRewriter struct{}

func (linkRewriter) Transform(doc *ast.Document, _ mdtext.Reader, _ parser.Context) {
	var drop []*ast.Link
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		l, ok := n.(*ast.Link)
		if !ok || !entering {
			return ast.WalkContinue, nil
		}
		dest := string(l.Destination)
		if dest == "" || strings.HasPrefix(dest, "#") || strings.Contains(dest, "://") || strings.HasPrefix(dest, "mailto:") || strings.HasPrefix(dest, "/") {
			return ast.WalkContinue, nil
		}
		if href, ok := docHref(dest); ok {
			l.Destination = []byte(href)
		} else {
			drop = append(drop, l)
		}
		return ast.WalkContinue, nil
	})
	for _, l := range drop {
		parent := l.Parent()
		for c := l.FirstChild(); c != nil; {
			next := c.NextSibling()
			parent.InsertBefore(parent, l, c)
			c = next
		}
		parent.RemoveChild(parent, l)
	}
}

// rootDocs are the files beside README.md that the pages show too.
var rootDocs = []string{"CHANGELOG.md", "RELEASING.md"}

// pageName is the name of a file's page under /docs: "" for the README,
// changelog for CHANGELOG.md, and a docs/ file's own name, except
// docs/api.md, which is api-guide since /docs/api is the API reference.
func pageName(file string) string {
	switch base := path.Base(file); {
	case file == "README.md":
		return ""
	case slices.Contains(rootDocs, file):
		return strings.ToLower(strings.TrimSuffix(base, ".md"))
	case base == "api.md":
		return "api-guide"
	default:
		return strings.TrimSuffix(base, ".md")
	}
}

// docHref maps a relative link of README.md or docs/*.md to a page of
// /docs, or says it names no page.
func docHref(dest string) (string, bool) {
	file, frag, _ := strings.Cut(dest, "#")
	if frag != "" {
		frag = "#" + frag
	}
	base := path.Base(file)
	if !strings.HasSuffix(base, ".md") {
		return "", false
	}
	switch dir := path.Dir(file); {
	case base == "README.md" || slices.Contains(rootDocs, base):
		if dir != "." && dir != ".." {
			return "", false
		}
		return strings.TrimSuffix("/docs/"+pageName(base), "/") + frag, true
	case dir == "." || dir == "docs" || dir == "../docs":
		return "/docs/" + pageName("docs/"+base) + frag, true
	}
	return "", false
}

// githubIDs gives headings the ids GitHub gives them, so the docs' links
// to a section (operating.md#running-on-postgresql) work on both: lower
// case, letters, digits, '-' and '_' kept, spaces made '-', everything
// else dropped, and -1, -2, ... after a repeated id.
type githubIDs struct{ seen map[string]int }

func (g *githubIDs) Generate(value []byte, _ ast.NodeKind) []byte {
	var b strings.Builder
	for _, r := range strings.ToLower(string(value)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || isLetterOrDigit(r):
			b.WriteRune(r)
		}
	}
	id := b.String()
	if id == "" {
		id = "section"
	}
	n := g.seen[id]
	g.seen[id] = n + 1
	if n > 0 {
		id = fmt.Sprintf("%s-%d", id, n)
	}
	return []byte(id)
}

func (g *githubIDs) Put(value []byte) { g.seen[string(value)]++ }

func isLetterOrDigit(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 && (unicode.IsLetter(r) || unicode.IsDigit(r))
}
