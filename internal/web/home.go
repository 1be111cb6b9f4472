package web

import (
	"html/template"
	"net/http"
)

var homeTemplate = template.Must(template.New("home.html").Funcs(funcs).ParseFS(templateFS, "templates/site.html", "templates/home.html"))

// Home is the page at GET /: what the server is, and links to the two
// consoles, the documentation and the API reference, for whoever opens the
// server's address in a browser.
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
	writeSite(w, r, http.StatusOK, "", "confirmd", homeTemplate, map[string]any{"Title": "confirmd", "Version": h.Version})
}
