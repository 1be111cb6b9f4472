package httpapi

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/confirmd/confirmd/api"
)

// openapiDoc is the served document with its ETag, computed once.
var openapiDoc = sync.OnceValues(func() (servedDoc, error) {
	body, err := api.JSON()
	if err != nil {
		return servedDoc{}, err
	}
	sum := sha256.Sum256(body)
	return servedDoc{body: body, etag: `"` + hex.EncodeToString(sum[:]) + `"`}, nil
})

type servedDoc struct {
	body []byte
	etag string
}

// openapiDocument handles GET /v1/openapi.json: the OpenAPI document of the
// API, without a key. It changes only with a new version of the service, so
// it may be cached for a while and then revalidated by its ETag; any site may
// load it, since it holds nothing private.
func (s *Server) openapiDocument(w http.ResponseWriter, r *http.Request) error {
	doc, err := openapiDoc()
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("ETag", doc.etag)
	h.Set("Cache-Control", "public, max-age=300")
	h.Set("Access-Control-Allow-Origin", "*")
	if etagMatches(r.Header.Get("If-None-Match"), doc.etag) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(doc.body)))
	w.WriteHeader(http.StatusOK)
	w.Write(doc.body)
	return nil
}

// etagMatches reports whether an If-None-Match header names etag, with the
// weak comparison RFC 9110 prescribes for it.
func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == etag {
			return true
		}
	}
	return false
}
