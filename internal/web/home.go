package web

import (
	"bytes"
	"html/template"
	"net/http"
)

var homeTemplate = template.Must(template.ParseFS(templateFS, "templates/home.html"))

// Home is the page at GET /: what the server is, and links to the console,
// the OpenAPI document, the documentation and the readiness check, for
// whoever opens the server's address in a browser.
type Home struct {
	// Version is the version the page shows.
	Version string
}

// Register adds the page to mux: / exactly; every other unknown path
// stays the API's JSON 404.
func (h *Home) Register(mux *http.ServeMux) {
	mux.HandleFunc("GET /{$}", h.show)
}

func (h *Home) show(w http.ResponseWriter, r *http.Request) {
	var b bytes.Buffer
	if err := homeTemplate.Execute(&b, h); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", "text/html; charset=utf-8")
	hd.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
	hd.Set("X-Content-Type-Options", "nosniff")
	w.Write(b.Bytes())
}
